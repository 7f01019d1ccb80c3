import { runHttp } from './http.ts';
import { runWebSize } from './web-size.ts';

/** `npm run bench`: web first-load size, then HTTP load. Figures only; nothing here fails on a number. */
const started = Date.now();
runWebSize();
await runHttp();
console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
