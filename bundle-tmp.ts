import { publicBundle } from './scripts/public-bundle.ts';
console.log(publicBundle('/tmp/d').js.join('\n'));
