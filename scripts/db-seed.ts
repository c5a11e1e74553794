// npm run db:seed — migrates, then adds the demo posts and events that are missing (idempotent), also to a database
// whose start-up seed already ran: use it to bring deleted demo content back on purpose.
import path from "node:path";
import { env } from "@/env";
import { openDatabase } from "@/server/db/connect";
import { seedDatabase } from "@/server/db/seed";

const handle = await openDatabase(
  env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR) },
);
await handle.migrate();
const added = await seedDatabase(handle.db);
await handle.close();
console.log(`Seed added ${added.posts} posts and ${added.events} events.`);
