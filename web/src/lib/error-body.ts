// The schema of the API's error bodies, loaded on demand by http.ts.
export { errorBodySchema } from '@mailmuse/api/contract';
