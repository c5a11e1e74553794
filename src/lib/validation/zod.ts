import { z } from "zod";

// Zod compiles object parsers with `new Function` when the page allows it, and finds out by trying. Under our
// Content-Security-Policy (no 'unsafe-eval') the try fails quietly but is still reported as a violation; the
// plain parser is fast enough for forms. Every schema imports `z` from here so the setting comes first.
z.config({ jitless: true });

export { z };
