/**
 * The demo support desk (issue 67) for every operator with a support module: four ticket categories, three canned
 * replies in each of its languages, and the tickets the generator made (every status) turned into worked tickets:
 * a priority, a category, an assignee, a thread with the requester's words, replies, an internal note and the status
 * events that led to the ticket's status, and the SLA those events give. A few open tickets are left unanswered
 * past their first-response target (overdue).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SUPPORT_PRIORITIES, type SupportStatus } from '../../../src/shared/support';
import { DEFAULT_SLA, slaOf } from '../../modules/support/sla';
import type { Db } from '../client';
import { admins, supportCannedReplies, supportCategories, supportMessages, supportRequests } from '../schema';
import type { SupportEvent } from '../schema/support';
import { createRandom } from './random';

type Lang = 'en-US' | 'hi-IN' | 'pt-PT' | 'zh-CN' | 'zh-TW';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MINUTE = 60_000;

const CATEGORIES = ['Booking', 'Payment', 'Account', 'Other'];

const CANNED: { code: string; texts: Record<Lang, string> }[] = [
  {
    code: 'refund',
    texts: {
      'en-US':
        'We are sorry for the trouble. We have started a full refund: it reaches your account in 5 to 7 working days.',
      'hi-IN': 'असुविधा के लिए हमें खेद है। हमने पूरा रिफ़ंड शुरू कर दिया है: यह 5 से 7 कार्यदिवसों में आपके खाते में पहुँच जाएगा।',
      'pt-PT': 'Lamentamos o incómodo. Iniciámos o reembolso total: chega à sua conta em 5 a 7 dias úteis.',
      'zh-CN': '很抱歉给您带来不便。我们已发起全额退款，将在 5 到 7 个工作日内到账。',
      'zh-TW': '很抱歉造成您的不便。我們已發起全額退款，將在 5 到 7 個工作天內入帳。',
    },
  },
  {
    code: 'delay',
    texts: {
      'en-US': 'Your professional is running late. They will be with you within the hour; we will keep you posted.',
      'hi-IN': 'आपके पेशेवर को देर हो रही है। वे एक घंटे के भीतर आपके पास होंगे; हम आपको सूचित करते रहेंगे।',
      'pt-PT': 'O seu profissional está atrasado. Chegará dentro de uma hora; manteremos a informação atualizada.',
      'zh-CN': '您的服务人员将会晚到，预计一小时内到达，我们会随时通知您。',
      'zh-TW': '您的服務人員將會晚到，預計一小時內抵達，我們會隨時通知您。',
    },
  },
  {
    code: 'thanks',
    texts: {
      'en-US': 'Thank you for your patience. Is there anything else we can help you with?',
      'hi-IN': 'आपके धैर्य के लिए धन्यवाद। क्या हम किसी और चीज़ में आपकी मदद कर सकते हैं?',
      'pt-PT': 'Obrigado pela sua paciência. Podemos ajudar em mais alguma coisa?',
      'zh-CN': '感谢您的耐心等待。还有什么可以帮您的吗？',
      'zh-TW': '感謝您的耐心等候。還有什麼可以幫您的嗎？',
    },
  },
];

/** An agent's first note and first reply on a worked ticket, in the operator's default language. */
const FIRST_NOTE: Record<Lang, string> = {
  'en-US': 'Checked the booking history: the professional confirmed the slot. Calling them before replying.',
  'hi-IN': 'बुकिंग का इतिहास देखा: पेशेवर ने समय की पुष्टि की थी। जवाब देने से पहले उन्हें फ़ोन कर रहे हैं।',
  'pt-PT': 'Vi o histórico da reserva: o profissional confirmou o horário. Vou ligar-lhe antes de responder.',
  'zh-CN': '已查看预订记录：服务人员确认了时间段。回复前先给他们打电话。',
  'zh-TW': '已查看預訂紀錄：服務人員確認了時段。回覆前先打電話給他們。',
};
const FIRST_REPLY: Record<Lang, string> = {
  'en-US': 'Thank you for writing to us. We are looking into it and will come back to you shortly.',
  'hi-IN': 'हमें लिखने के लिए धन्यवाद। हम इसे देख रहे हैं और जल्द ही आपसे संपर्क करेंगे।',
  'pt-PT': 'Obrigado por nos ter escrito. Estamos a analisar o assunto e voltaremos a contactá-lo em breve.',
  'zh-CN': '感谢您的来信。我们正在处理，会尽快回复您。',
  'zh-TW': '感謝您的來信。我們正在處理，會盡快回覆您。',
};

const isLang = (l: string): l is Lang => ['en-US', 'hi-IN', 'pt-PT', 'zh-CN', 'zh-TW'].includes(l);

/** The statuses a ticket went through to reach `status` (each an event). */
const PATHS: Record<SupportStatus, SupportStatus[]> = {
  open: [],
  pending: ['pending'],
  resolved: ['pending', 'open', 'resolved'],
  closed: ['resolved', 'closed'],
};

export async function seedSupport(
  tx: Tx,
  operator: { id?: string; languages: string[]; modules: string[] },
  now: Date,
): Promise<void> {
  if (!operator.id) return;
  if (!operator.modules.includes('customer_support') && !operator.modules.includes('provider_support')) return;
  const operatorId = operator.id;
  const languages = operator.languages.filter(isLang);
  // The operator's default language is its first (server/lib/translations.ts): the agents write in it.
  const defaultLang: Lang = languages[0] ?? 'en-US';
  const rnd = createRandom(`support:${operatorId}`);

  const categories = await tx
    .insert(supportCategories)
    .values(CATEGORIES.map((name, position) => ({ operatorId, name, position })))
    .returning({ id: supportCategories.id });
  await tx.insert(supportCannedReplies).values(
    CANNED.map((c) => ({
      operatorId,
      code: c.code,
      texts: Object.fromEntries(languages.map((l) => [l, c.texts[l]])),
    })),
  );

  const agents = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.operatorId, operatorId), eq(admins.role, 'ADMIN')))
    .orderBy(asc(admins.email));
  const tickets = await tx
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.operatorId, operatorId))
    .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id));

  const messages: (typeof supportMessages.$inferInsert)[] = [];
  let unanswered = 0;
  for (const t of tickets) {
    const status = t.status as SupportStatus;
    const priority = rnd.pick([0, 1, 1, 1, 2, 2, 3]);
    const created = t.createdAt.getTime();
    const agent = agents.length ? rnd.pick(agents).id : null;
    // Open tickets older than a day: the first four stay unanswered (overdue), the others were answered.
    const leaveUnanswered = status === 'open' && now.getTime() - created > 24 * 60 * MINUTE && unanswered++ < 4;
    const thread: (typeof supportMessages.$inferInsert)[] = [];
    let at = created;
    const step = (minutes: number) => {
      at = Math.min(at + minutes * MINUTE, now.getTime() - MINUTE);
      return new Date(at);
    };
    const base = { operatorId, requestId: t.id };
    thread.push({ ...base, kind: 'reply', author: t.audience, body: t.message, createdAt: t.createdAt });
    if (agent) {
      thread.push({
        ...base,
        kind: 'event',
        author: 'admin',
        authorAdminId: agent,
        event: { field: 'assignee', from: null, to: agent } satisfies SupportEvent,
        createdAt: step(rnd.int(1, 20)),
      });
    }
    let firstResponseAt: Date | null = null;
    if (!leaveUnanswered) {
      thread.push({
        ...base,
        kind: 'note',
        author: 'admin',
        authorAdminId: agent,
        body: FIRST_NOTE[defaultLang],
        createdAt: step(rnd.int(5, 60)),
      });
      firstResponseAt = step(rnd.int(5, 120));
      thread.push({
        ...base,
        kind: 'reply',
        author: 'admin',
        authorAdminId: agent,
        body: FIRST_REPLY[defaultLang],
        createdAt: firstResponseAt,
      });
    }
    const changes: { at: Date; to: SupportStatus }[] = [];
    let from: SupportStatus = 'open';
    for (const to of PATHS[status]) {
      const when = step(rnd.int(30, 600));
      if (to === 'open') {
        thread.push({ ...base, kind: 'reply', author: t.audience, body: 'Thanks, it works now.', createdAt: when });
      }
      thread.push({
        ...base,
        kind: 'event',
        author: to === 'open' ? 'system' : 'admin',
        authorAdminId: to === 'open' ? null : agent,
        event: { field: 'status', from, to } satisfies SupportEvent,
        createdAt: when,
      });
      changes.push({ at: when, to });
      from = to;
    }
    const target = DEFAULT_SLA[SUPPORT_PRIORITIES[priority] ?? 'normal'];
    const sla = slaOf({ createdAt: t.createdAt, statusChanges: changes, firstResponseAt, target, now });
    messages.push(...thread);
    await tx
      .update(supportRequests)
      .set({
        priority,
        categoryId: rnd.pick(categories).id,
        assigneeId: agent,
        firstResponseAt,
        lastActivityAt: new Date(at),
        dueAt: sla.dueAt,
        breached: sla.breached,
      })
      .where(inArray(supportRequests.id, [t.id]));
  }
  if (messages.length) await tx.insert(supportMessages).values(messages);
}
