/**
 * The demo FAQs (issue 70): four categories and twelve questions for every operator with the `faqs` module, in each
 * of its languages. In an operator with a second language the last question has no text there (the "missing" badge)
 * and the first one's translation is older than its default text (the "outdated" badge).
 */
import { faqCategories, faqCategoryTranslations, faqs, faqTranslations } from '../schema';
import type { Db } from '../client';
import { createRandom } from './random';

type Lang = 'en-US' | 'hi-IN' | 'pt-PT' | 'zh-CN' | 'zh-TW';
type PerLang<T> = Record<Lang, T>;
type Audience = 'customers' | 'providers' | 'both';
type Question = { audience: Audience; published: boolean; texts: PerLang<[question: string, answer: string]> };

const CATEGORIES: { names: PerLang<string>; questions: Question[] }[] = [
  {
    names: { 'en-US': 'Booking', 'hi-IN': 'बुकिंग', 'pt-PT': 'Reservas', 'zh-CN': '预订', 'zh-TW': '預訂' },
    questions: [
      {
        audience: 'customers',
        published: true,
        texts: {
          'en-US': [
            'How do I book a service?',
            'Open the app, choose a service, pick a date and a time slot, and confirm. You receive a confirmation with your booking number.',
          ],
          'hi-IN': [
            'मैं कोई सेवा कैसे बुक करूँ?',
            'ऐप खोलें, सेवा चुनें, तारीख़ और समय चुनें और पुष्टि करें। आपको बुकिंग नंबर के साथ पुष्टि मिल जाएगी।',
          ],
          'pt-PT': [
            'Como faço a reserva de um serviço?',
            'Abra a aplicação, escolha um serviço, selecione a data e o horário e confirme. Recebe uma confirmação com o número da reserva.',
          ],
          'zh-CN': [
            '如何预订服务？',
            '打开应用，选择服务、日期和时间段，然后确认。您会收到一条附有预订编号的确认信息。',
          ],
          'zh-TW': [
            '如何預訂服務？',
            '開啟應用程式，選擇服務、日期和時段，然後確認。您會收到一則附有預訂編號的確認訊息。',
          ],
        },
      },
      {
        audience: 'customers',
        published: true,
        texts: {
          'en-US': [
            'Can I change the time of my booking?',
            'Yes. Open the booking under My bookings and choose Reschedule, up to 4 hours before the start time.',
          ],
          'hi-IN': [
            'क्या मैं अपनी बुकिंग का समय बदल सकता हूँ?',
            'हाँ। मेरी बुकिंग में जाकर बुकिंग खोलें और शुरू होने से 4 घंटे पहले तक समय बदलें चुनें।',
          ],
          'pt-PT': [
            'Posso alterar a hora da minha reserva?',
            'Sim. Abra a reserva em As minhas reservas e escolha Reagendar, até 4 horas antes da hora de início.',
          ],
          'zh-CN': ['我可以更改预订时间吗？', '可以。在“我的预订”中打开该预订并选择“改期”，最晚须在开始前4小时操作。'],
          'zh-TW': [
            '我可以更改預訂時間嗎？',
            '可以。在「我的預訂」中開啟該預訂並選擇「改期」，最晚須在開始前4小時操作。',
          ],
        },
      },
      {
        audience: 'customers',
        published: true,
        texts: {
          'en-US': [
            'How do I know the professional is on the way?',
            'You get a notification when the provider sets out, and you can follow their arrival in the booking details.',
          ],
          'hi-IN': [
            'मुझे कैसे पता चलेगा कि प्रोफ़ेशनल रास्ते में है?',
            'प्रोवाइडर के निकलते ही आपको सूचना मिलती है, और आप बुकिंग के विवरण में उनके आने की स्थिति देख सकते हैं।',
          ],
          'pt-PT': [
            'Como sei que o profissional está a caminho?',
            'Recebe uma notificação quando o prestador sai e pode acompanhar a chegada nos detalhes da reserva.',
          ],
          'zh-CN': ['我怎么知道服务人员已经出发？', '服务人员出发时您会收到通知，并可在预订详情中查看其到达进度。'],
          'zh-TW': ['我怎麼知道服務人員已經出發？', '服務人員出發時您會收到通知，並可在預訂詳情中查看其抵達進度。'],
        },
      },
    ],
  },
  {
    names: { 'en-US': 'Payments', 'hi-IN': 'भुगतान', 'pt-PT': 'Pagamentos', 'zh-CN': '付款', 'zh-TW': '付款' },
    questions: [
      {
        audience: 'customers',
        published: true,
        texts: {
          'en-US': [
            'Which payment methods can I use?',
            'Cards, UPI and wallets in the app, or cash after the service where the provider accepts it.',
          ],
          'hi-IN': [
            'मैं किन तरीक़ों से भुगतान कर सकता हूँ?',
            'ऐप में कार्ड, UPI और वॉलेट से, या जहाँ प्रोवाइडर स्वीकार करे वहाँ सेवा के बाद नक़द।',
          ],
          'pt-PT': [
            'Que métodos de pagamento posso usar?',
            'Cartões, MB WAY e carteiras digitais na aplicação, ou numerário depois do serviço, se o prestador o aceitar.',
          ],
          'zh-CN': [
            '我可以使用哪些付款方式？',
            '可在应用内使用银行卡、UPI 和电子钱包，如服务人员接受，也可在服务结束后支付现金。',
          ],
          'zh-TW': [
            '我可以使用哪些付款方式？',
            '可在應用程式內使用信用卡、UPI 和電子錢包，如服務人員接受，也可在服務結束後支付現金。',
          ],
        },
      },
      {
        audience: 'customers',
        published: true,
        texts: {
          'en-US': [
            'When is my card charged?',
            'Only when the service is completed. Until then the amount is only reserved on your card.',
          ],
          'hi-IN': ['मेरे कार्ड से पैसे कब कटते हैं?', 'सेवा पूरी होने पर ही। तब तक राशि आपके कार्ड पर केवल रोकी जाती है।'],
          'pt-PT': [
            'Quando é cobrado o meu cartão?',
            'Só quando o serviço estiver concluído. Até lá, o valor fica apenas cativo no seu cartão.',
          ],
          'zh-CN': ['什么时候从我的卡中扣款？', '仅在服务完成后扣款。在此之前，金额只会在您的卡上预先冻结。'],
          'zh-TW': ['什麼時候從我的卡中扣款？', '僅在服務完成後扣款。在此之前，金額只會在您的卡上預先圈存。'],
        },
      },
      {
        audience: 'both',
        published: false,
        texts: {
          'en-US': [
            'How do I get an invoice?',
            'The invoice is emailed to you when the booking ends and is also available in the booking details.',
          ],
          'hi-IN': [
            'मुझे इनवॉइस कैसे मिलेगा?',
            'बुकिंग पूरी होने पर इनवॉइस आपको ईमेल कर दिया जाता है और यह बुकिंग के विवरण में भी मिलता है।',
          ],
          'pt-PT': [
            'Como obtenho uma fatura?',
            'A fatura é enviada por email quando a reserva termina e também está disponível nos detalhes da reserva.',
          ],
          'zh-CN': ['如何获取发票？', '预订结束后，发票会通过电子邮件发送给您，也可以在预订详情中查看。'],
          'zh-TW': ['如何取得發票？', '預訂結束後，發票會透過電子郵件寄給您，也可以在預訂詳情中查看。'],
        },
      },
    ],
  },
  {
    names: {
      'en-US': 'Cancellations and refunds',
      'hi-IN': 'रद्दीकरण और रिफ़ंड',
      'pt-PT': 'Cancelamentos e reembolsos',
      'zh-CN': '取消与退款',
      'zh-TW': '取消與退款',
    },
    questions: [
      {
        audience: 'customers',
        published: true,
        texts: {
          'en-US': [
            'How do I cancel a booking?',
            'Open the booking and choose Cancel. Cancelling more than 24 hours before the start is free.',
          ],
          'hi-IN': ['मैं बुकिंग कैसे रद्द करूँ?', 'बुकिंग खोलें और रद्द करें चुनें। शुरू होने से 24 घंटे से ज़्यादा पहले रद्द करना मुफ़्त है।'],
          'pt-PT': [
            'Como cancelo uma reserva?',
            'Abra a reserva e escolha Cancelar. O cancelamento com mais de 24 horas de antecedência é gratuito.',
          ],
          'zh-CN': ['如何取消预订？', '打开该预订并选择“取消”。在开始前24小时以上取消不收取任何费用。'],
          'zh-TW': ['如何取消預訂？', '開啟該預訂並選擇「取消」。在開始前24小時以上取消不收取任何費用。'],
        },
      },
      {
        audience: 'both',
        published: true,
        texts: {
          'en-US': [
            'Is there a cancellation fee?',
            'A fee applies when a booking is cancelled less than 24 hours before the start or after the provider has set out.',
          ],
          'hi-IN': [
            'क्या रद्द करने का कोई शुल्क है?',
            'शुरू होने से 24 घंटे से कम पहले या प्रोवाइडर के निकल जाने के बाद बुकिंग रद्द करने पर शुल्क लगता है।',
          ],
          'pt-PT': [
            'Há alguma taxa de cancelamento?',
            'É cobrada uma taxa quando a reserva é cancelada com menos de 24 horas de antecedência ou depois de o prestador ter saído.',
          ],
          'zh-CN': ['取消预订需要付费吗？', '如在开始前不足24小时或服务人员已出发后取消预订，将收取一定费用。'],
          'zh-TW': ['取消預訂需要付費嗎？', '如在開始前不足24小時或服務人員已出發後取消預訂，將收取一定費用。'],
        },
      },
      {
        audience: 'customers',
        published: true,
        texts: {
          'en-US': [
            'When will I get my refund?',
            'Refunds go back to the original payment method within 5 to 7 working days.',
          ],
          'hi-IN': [
            'मुझे रिफ़ंड कब मिलेगा?',
            'रिफ़ंड 5 से 7 कार्यदिवसों में उसी भुगतान माध्यम में वापस आ जाता है जिससे भुगतान किया गया था।',
          ],
          'pt-PT': [
            'Quando recebo o reembolso?',
            'O reembolso é feito para o método de pagamento original no prazo de 5 a 7 dias úteis.',
          ],
          'zh-CN': ['我什么时候能收到退款？', '退款将在5至7个工作日内退回到原付款方式。'],
          'zh-TW': ['我什麼時候能收到退款？', '退款將在5至7個工作天內退回原付款方式。'],
        },
      },
    ],
  },
  {
    names: {
      'en-US': 'For service providers',
      'hi-IN': 'सेवा प्रदाताओं के लिए',
      'pt-PT': 'Para prestadores de serviços',
      'zh-CN': '服务提供者须知',
      'zh-TW': '服務提供者須知',
    },
    questions: [
      {
        audience: 'providers',
        published: true,
        texts: {
          'en-US': [
            'How do I join as a service provider?',
            'Sign up in the provider app with your ID and skills; our team checks your documents within 2 working days.',
          ],
          'hi-IN': [
            'मैं सेवा प्रदाता के रूप में कैसे जुड़ूँ?',
            'प्रोवाइडर ऐप में अपने पहचान पत्र और कौशल के साथ साइन अप करें; हमारी टीम 2 कार्यदिवसों में आपके दस्तावेज़ जाँच लेती है।',
          ],
          'pt-PT': [
            'Como me registo como prestador de serviços?',
            'Registe-se na aplicação para prestadores com o seu documento de identificação e as suas competências; a nossa equipa verifica os documentos em 2 dias úteis.',
          ],
          'zh-CN': [
            '如何成为服务提供者？',
            '在服务提供者应用中使用您的身份证件和技能信息注册，我们的团队会在2个工作日内审核您的资料。',
          ],
          'zh-TW': [
            '如何成為服務提供者？',
            '在服務提供者應用程式中使用您的身分證件和技能資料註冊，我們的團隊會在2個工作天內審核您的資料。',
          ],
        },
      },
      {
        audience: 'providers',
        published: true,
        texts: {
          'en-US': [
            'When are payouts made?',
            'Your earnings are paid weekly to your registered bank account; you can also request a payout in the app.',
          ],
          'hi-IN': [
            'भुगतान (पेआउट) कब होता है?',
            'आपकी कमाई हर हफ़्ते आपके पंजीकृत बैंक खाते में भेजी जाती है; आप ऐप से भी पेआउट का अनुरोध कर सकते हैं।',
          ],
          'pt-PT': [
            'Quando são feitos os pagamentos?',
            'Os seus ganhos são pagos semanalmente na conta bancária registada; também pode pedir um pagamento na aplicação.',
          ],
          'zh-CN': ['什么时候结算收入？', '您的收入每周结算到您登记的银行账户，您也可以在应用中申请提现。'],
          'zh-TW': ['什麼時候結算收入？', '您的收入每週結算到您登記的銀行帳戶，您也可以在應用程式中申請提領。'],
        },
      },
      {
        audience: 'providers',
        published: true,
        texts: {
          'en-US': [
            'Can I choose my working hours?',
            'Yes. Set the days and hours you are available in the provider app; you only receive bookings in those slots.',
          ],
          'hi-IN': [
            'क्या मैं अपने काम के घंटे चुन सकता हूँ?',
            'हाँ। प्रोवाइडर ऐप में अपने उपलब्ध दिन और घंटे तय करें; आपको केवल उन्हीं समयों की बुकिंग मिलेंगी।',
          ],
          'pt-PT': [
            'Posso escolher o meu horário de trabalho?',
            'Sim. Defina na aplicação para prestadores os dias e as horas em que está disponível; só recebe reservas nesses horários.',
          ],
          'zh-CN': [
            '我可以自己选择工作时间吗？',
            '可以。在服务提供者应用中设置您可接单的日期和时段，您只会收到这些时段内的预订。',
          ],
          'zh-TW': [
            '我可以自己選擇工作時間嗎？',
            '可以。在服務提供者應用程式中設定您可接單的日期和時段，您只會收到這些時段內的預訂。',
          ],
        },
      },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;
const LANGS: readonly string[] = ['en-US', 'hi-IN', 'pt-PT', 'zh-CN', 'zh-TW'] satisfies Lang[];
const isLang = (lang: string): lang is Lang => LANGS.includes(lang);

/** Inserts the demo FAQs of one operator (nothing when it has not the `faqs` module). */
export async function seedFaqs(
  db: Pick<Db, 'insert'>,
  operator: { id?: string; languages: string[]; modules: string[] },
  now: Date,
): Promise<void> {
  if (!operator.id || !operator.modules.includes('faqs')) return;
  const operatorId = operator.id;
  const languages = operator.languages.filter(isLang);
  const [defaultLang, secondLang] = languages;
  if (!defaultLang) return;
  const ids = createRandom(`faqs:${operatorId}`);
  const written = new Date(now.getTime() - 30 * DAY);
  const categoryRows: (typeof faqCategories.$inferInsert)[] = [];
  const categoryTexts: (typeof faqCategoryTranslations.$inferInsert)[] = [];
  const faqRows: (typeof faqs.$inferInsert)[] = [];
  const faqTexts: (typeof faqTranslations.$inferInsert)[] = [];
  let number = 0;
  CATEGORIES.forEach((category, position) => {
    const categoryId = ids.uuid();
    categoryRows.push({ id: categoryId, operatorId, position, createdAt: written, updatedAt: written });
    for (const lang of languages) {
      categoryTexts.push({ categoryId, lang, name: category.names[lang], updatedAt: written });
    }
    category.questions.forEach((question, place) => {
      number += 1;
      const faqId = ids.uuid();
      const created = new Date(written.getTime() + number * 60_000);
      faqRows.push({
        id: faqId,
        operatorId,
        categoryId,
        audience: question.audience,
        published: question.published,
        position: place,
        createdAt: created,
        updatedAt: created,
      });
      const last = number === 12;
      for (const lang of languages) {
        // The last question waits for its translation into the second language.
        if (last && lang === secondLang) continue;
        // The first question's default text was reworded after it was translated.
        const updatedAt = number === 1 && lang === defaultLang ? new Date(now.getTime() - 2 * DAY) : created;
        const [q, a] = question.texts[lang];
        faqTexts.push({ faqId, lang, question: q, answer: a, updatedAt });
      }
    });
  });
  await db.insert(faqCategories).values(categoryRows);
  await db.insert(faqCategoryTranslations).values(categoryTexts);
  await db.insert(faqs).values(faqRows);
  await db.insert(faqTranslations).values(faqTexts);
}
