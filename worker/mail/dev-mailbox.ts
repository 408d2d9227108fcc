import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Mail } from "./mail";
import { devMailbox } from "../db/schema";

export interface KeptMail {
  id: number;
  messageId: string;
  sentAt: number;
  mail: Mail;
}

/** The mails a local worker sent (D1 dev_mailbox), newest first; never written in production. */
export function devMailboxRepository(db: D1Database, now: () => number = Date.now) {
  const orm = drizzle(db);
  return {
    async keep(mail: Mail, messageId: string): Promise<void> {
      await orm.insert(devMailbox).values({ messageId, sentAt: now(), mail });
    },
    async recent(limit: number): Promise<KeptMail[]> {
      const rows = await orm.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(limit);
      return rows.map((row) => ({ ...row, mail: row.mail as Mail }));
    },
    async byId(id: number): Promise<KeptMail | undefined> {
      const [row] = await orm.select().from(devMailbox).where(eq(devMailbox.id, id));
      return row ? { ...row, mail: row.mail as Mail } : undefined;
    },
  };
}

export type DevMailbox = ReturnType<typeof devMailboxRepository>;
