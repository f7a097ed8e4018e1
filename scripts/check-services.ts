// Says plainly which test suites will be skipped for lack of Chromium or Redis, and how to get them.
// With REQUIRE_CHROMIUM / REQUIRE_REDIS set (as .ci/run does), a missing one fails the run.
import { CHROMIUM_PATH, hasChromium, REDIS_TEST_URL, redisAnswers } from './services.ts';

let failed = false;
if (!hasChromium()) {
  const how = `install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`;
  if (process.env.REQUIRE_CHROMIUM) {
    console.error(`Chromium not found at ${CHROMIUM_PATH}: the browser tests cannot run; ${how}.`);
    failed = true;
  } else {
    console.warn(`SKIPPING the browser tests: Chromium not found at ${CHROMIUM_PATH}; ${how}.`);
  }
}
if (!(await redisAnswers())) {
  const how = 'start one (redis-server --save "" --appendonly no) or set REDIS_URL';
  if (process.env.REQUIRE_REDIS) {
    console.error(`No Redis at ${REDIS_TEST_URL}: the scale-out tests cannot run; ${how}.`);
    failed = true;
  } else {
    console.warn(`SKIPPING the Redis scale-out tests: no Redis at ${REDIS_TEST_URL}; ${how}.`);
  }
}
process.exit(failed ? 1 : 0);
