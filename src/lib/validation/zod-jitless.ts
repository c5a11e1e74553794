import { config } from "zod";

// Zod compiles object parsers with `new Function` when the page allows it, and finds out by trying. Under our
// Content-Security-Policy (no 'unsafe-eval') the try fails quietly but is still reported as a violation; the
// plain parser is fast enough for forms. Each schema module imports this file first, for its side effect.
config({ jitless: true });
