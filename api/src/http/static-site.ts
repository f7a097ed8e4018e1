import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

/**
 * Serves the built web app. Routes the app knows get their prerendered page (or the app shell);
 * any other path gets the not-found page with status 404, so search engines see a real 404.
 */
export function staticSite(options: { root: string; routes: ReadonlySet<string> }) {
  const { root, routes } = options;
  const has = (file: string) => existsSync(path.join(root, file));

  return async function serveSite(ctx: Context, next: Next): Promise<void> {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      return next();
    }
    if (!has('index.html')) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build` (or `npm start`, which builds it).';
      return;
    }
    const pathname = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : '/';

    if (path.extname(pathname)) {
      const immutable = pathname.startsWith('/assets/');
      try {
        await send(ctx, pathname, { root, immutable, maxage: immutable ? 31_536_000_000 : 0, gzip: false, brotli: false });
      } catch (err) {
        if ((err as { status?: number }).status !== 404) throw err;
      }
      if (ctx.body == null) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
      }
      return;
    }

    const known = routes.has(pathname);
    const prerendered = pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`;
    const file = known && has(prerendered) ? prerendered : known ? 'index.html' : has('404.html') ? '404.html' : 'index.html';
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, file, { root });
    if (!known) ctx.status = 404;
  };
}
