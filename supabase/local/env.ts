// `npm run --silent backend:env`: the local project's settings as env lines, like `supabase status -o env`.
import { LOCAL_ANON_KEY } from './keys.ts';
import { localPort } from './paths.ts';

console.log(`SUPABASE_URL=http://127.0.0.1:${localPort(process.env)}`);
console.log(`SUPABASE_ANON_KEY=${LOCAL_ANON_KEY}`);
