/**
 * The demo operators' content pages: the four reserved pages (created with each operator by a trigger) written and
 * published in the operator's languages. To show the console's marks, the about page lacks the operator's second
 * language, and the cancellation policy's second language predates the last change of its default text (outdated).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { admins, contentPages, contentPageTexts, contentPageVersions } from '../schema';
import type { PageVersionText } from '../schema/pages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Text = { title: string; body: string };
type Slug = 'terms' | 'privacy' | 'cancellation-policy' | 'about';
type Writer = (name: string, email: string) => Record<Slug, Text>;

const DAY = 24 * 60 * 60 * 1000;

const WRITERS: Record<string, Writer> = {
  'en-US': (name, email) => ({
    terms: {
      title: 'Terms of service',
      body: `<h2>Using ${name}</h2><p>By booking a service through ${name} you agree to these terms. We connect you with independent, verified service providers; the provider performs the service and is responsible for its quality.</p><h3>Bookings and payment</h3><ul><li>Prices shown at checkout include all taxes and fees.</li><li>Payment is taken when the provider accepts your booking.</li><li>Extra work agreed on site is added to the same booking.</li></ul><h3>Your account</h3><p>Keep your sign-in details private. Write to <a href="mailto:${email}">${email}</a> if you think someone else used your account.</p>`,
    },
    privacy: {
      title: 'Privacy policy',
      body: `<h2>What we collect</h2><p>${name} keeps your name, phone number, address and booking history so that providers can reach you and we can help when something goes wrong.</p><h3>How we use it</h3><ul><li>To send your booking to the provider you chose.</li><li>To send reminders and receipts.</li><li>To improve our service, only in aggregate.</li></ul><p>We never sell your data. Ask for a copy or deletion at <a href="mailto:${email}">${email}</a>.</p>`,
    },
    'cancellation-policy': {
      title: 'Cancellation policy',
      body: `<h2>Cancelling a booking</h2><p>Plans change: you can cancel any booking from the app.</p><table><thead><tr><th>When you cancel</th><th>Fee</th></tr></thead><tbody><tr><td>More than 24 hours before</td><td>Free</td></tr><tr><td>2 to 24 hours before</td><td>20% of the price</td></tr><tr><td>Less than 2 hours before</td><td>50% of the price</td></tr></tbody></table><p>Refunds reach your original payment method within 5 to 7 working days.</p>`,
    },
    about: {
      title: `About ${name}`,
      body: `<h2>Trusted help at home</h2><p>${name} brings verified cleaners, electricians, plumbers and beauty professionals to your door, at a fair price agreed before they arrive.</p><blockquote>Every provider is interviewed, background-checked and rated by customers after every visit.</blockquote>`,
    },
  }),
  'hi-IN': (name, email) => ({
    terms: {
      title: 'सेवा की शर्तें',
      body: `<h2>${name} का उपयोग</h2><p>${name} के माध्यम से सेवा बुक करके आप इन शर्तों से सहमत होते हैं। हम आपको स्वतंत्र, सत्यापित सेवा प्रदाताओं से जोड़ते हैं; सेवा प्रदाता काम करता है और उसकी गुणवत्ता के लिए ज़िम्मेदार है।</p><h3>बुकिंग और भुगतान</h3><ul><li>चेकआउट पर दिखाई गई कीमतों में सभी कर और शुल्क शामिल हैं।</li><li>प्रदाता के बुकिंग स्वीकार करने पर भुगतान लिया जाता है।</li><li>मौके पर तय किया गया अतिरिक्त काम उसी बुकिंग में जोड़ा जाता है।</li></ul><h3>आपका खाता</h3><p>अपनी साइन-इन जानकारी गोपनीय रखें। अगर आपको लगे कि किसी और ने आपका खाता इस्तेमाल किया है, तो <a href="mailto:${email}">${email}</a> पर लिखें।</p>`,
    },
    privacy: {
      title: 'गोपनीयता नीति',
      body: `<h2>हम क्या जानकारी रखते हैं</h2><p>${name} आपका नाम, फ़ोन नंबर, पता और बुकिंग इतिहास रखता है ताकि प्रदाता आपसे संपर्क कर सकें और कुछ गलत होने पर हम मदद कर सकें।</p><h3>हम इसका उपयोग कैसे करते हैं</h3><ul><li>आपकी बुकिंग आपके चुने हुए प्रदाता तक पहुँचाने के लिए।</li><li>रिमाइंडर और रसीदें भेजने के लिए।</li><li>अपनी सेवा बेहतर बनाने के लिए, केवल समग्र रूप में।</li></ul><p>हम आपका डेटा कभी नहीं बेचते। इसकी प्रति या इसे हटाने के लिए <a href="mailto:${email}">${email}</a> पर अनुरोध करें।</p>`,
    },
    'cancellation-policy': {
      title: 'रद्दीकरण नीति',
      body: `<h2>बुकिंग रद्द करना</h2><p>योजनाएँ बदलती हैं: आप ऐप से कोई भी बुकिंग रद्द कर सकते हैं।</p><table><thead><tr><th>आप कब रद्द करते हैं</th><th>शुल्क</th></tr></thead><tbody><tr><td>24 घंटे से अधिक पहले</td><td>निःशुल्क</td></tr><tr><td>2 से 24 घंटे पहले</td><td>कीमत का 10%</td></tr><tr><td>2 घंटे से कम पहले</td><td>कीमत का 50%</td></tr></tbody></table><p>रिफ़ंड 5 से 7 कार्यदिवसों में आपके मूल भुगतान माध्यम में पहुँचता है।</p>`,
    },
    about: {
      title: `${name} के बारे में`,
      body: `<h2>घर पर भरोसेमंद मदद</h2><p>${name} सत्यापित सफ़ाईकर्मी, इलेक्ट्रीशियन, प्लंबर और ब्यूटी विशेषज्ञों को आपके दरवाज़े तक लाता है, पहले से तय उचित कीमत पर।</p><blockquote>हर प्रदाता का साक्षात्कार और पृष्ठभूमि जाँच होती है, और हर विज़िट के बाद ग्राहक उसे रेटिंग देते हैं।</blockquote>`,
    },
  }),
  'pt-PT': (name, email) => ({
    terms: {
      title: 'Termos de serviço',
      body: `<h2>Utilizar a ${name}</h2><p>Ao reservar um serviço através da ${name}, aceita estes termos. Ligamo-lo a prestadores de serviços independentes e verificados; o prestador realiza o serviço e é responsável pela sua qualidade.</p><h3>Reservas e pagamento</h3><ul><li>Os preços apresentados no pagamento incluem todos os impostos e taxas.</li><li>O pagamento é cobrado quando o prestador aceita a sua reserva.</li><li>O trabalho extra combinado no local é acrescentado à mesma reserva.</li></ul><h3>A sua conta</h3><p>Mantenha os seus dados de acesso privados. Escreva para <a href="mailto:${email}">${email}</a> se achar que outra pessoa usou a sua conta.</p>`,
    },
    privacy: {
      title: 'Política de privacidade',
      body: `<h2>O que recolhemos</h2><p>A ${name} guarda o seu nome, número de telefone, morada e histórico de reservas para que os prestadores o possam contactar e para o podermos ajudar quando algo corre mal.</p><h3>Como os usamos</h3><ul><li>Para enviar a sua reserva ao prestador que escolheu.</li><li>Para enviar lembretes e recibos.</li><li>Para melhorar o serviço, apenas de forma agregada.</li></ul><p>Nunca vendemos os seus dados. Peça uma cópia ou a sua eliminação em <a href="mailto:${email}">${email}</a>.</p>`,
    },
    'cancellation-policy': {
      title: 'Política de cancelamento',
      body: `<h2>Cancelar uma reserva</h2><p>Os planos mudam: pode cancelar qualquer reserva na aplicação.</p><table><thead><tr><th>Quando cancela</th><th>Taxa</th></tr></thead><tbody><tr><td>Mais de 24 horas antes</td><td>Grátis</td></tr><tr><td>Entre 2 e 24 horas antes</td><td>10% do preço</td></tr><tr><td>Menos de 2 horas antes</td><td>50% do preço</td></tr></tbody></table><p>Os reembolsos chegam ao meio de pagamento original em 5 a 7 dias úteis.</p>`,
    },
    about: {
      title: `Sobre a ${name}`,
      body: `<h2>Ajuda de confiança em casa</h2><p>A ${name} leva até à sua porta profissionais de limpeza, eletricistas, canalizadores e profissionais de beleza verificados, a um preço justo combinado antes da visita.</p><blockquote>Cada prestador é entrevistado, tem os antecedentes verificados e é avaliado pelos clientes após cada visita.</blockquote>`,
    },
  }),
  'zh-CN': (name, email) => ({
    terms: {
      title: '服务条款',
      body: `<h2>使用${name}</h2><p>通过${name}预订服务，即表示您同意本条款。我们为您对接独立且经过认证的服务商；服务由服务商提供，并由其对服务质量负责。</p><h3>预订与付款</h3><ul><li>结账时显示的价格已包含所有税费。</li><li>服务商接受预订后即扣款。</li><li>现场商定的额外工作将计入同一预订。</li></ul><h3>您的账户</h3><p>请妥善保管您的登录信息。如您认为有他人使用了您的账户，请发送邮件至 <a href="mailto:${email}">${email}</a>。</p>`,
    },
    privacy: {
      title: '隐私政策',
      body: `<h2>我们收集的信息</h2><p>${name}会保存您的姓名、电话号码、地址和预订记录，以便服务商与您联系，并在出现问题时为您提供帮助。</p><h3>我们如何使用这些信息</h3><ul><li>将您的预订发送给您选择的服务商。</li><li>发送提醒和收据。</li><li>仅以汇总形式用于改进服务。</li></ul><p>我们绝不出售您的数据。如需获取副本或删除数据，请联系 <a href="mailto:${email}">${email}</a>。</p>`,
    },
    'cancellation-policy': {
      title: '取消政策',
      body: `<h2>取消预订</h2><p>计划总有变化：您可以在应用中取消任何预订。</p><table><thead><tr><th>取消时间</th><th>费用</th></tr></thead><tbody><tr><td>提前 24 小时以上</td><td>免费</td></tr><tr><td>提前 2 至 24 小时</td><td>价格的 10%</td></tr><tr><td>提前不足 2 小时</td><td>价格的 50%</td></tr></tbody></table><p>退款将在 5 至 7 个工作日内退回您的原支付方式。</p>`,
    },
    about: {
      title: `关于${name}`,
      body: `<h2>值得信赖的上门服务</h2><p>${name}为您提供经过认证的保洁、电工、水管工和美容专业人员上门服务，价格在上门前即已公平商定。</p><blockquote>每位服务商都经过面试和背景调查，并在每次服务后由客户评分。</blockquote>`,
    },
  }),
  'zh-TW': (name, email) => ({
    terms: {
      title: '服務條款',
      body: `<h2>使用${name}</h2><p>透過${name}預訂服務，即表示您同意本條款。我們為您媒合獨立且經過認證的服務商；服務由服務商提供，並由其對服務品質負責。</p><h3>預訂與付款</h3><ul><li>結帳時顯示的價格已包含所有稅費。</li><li>服務商接受預訂後即扣款。</li><li>現場議定的額外工作將計入同一筆預訂。</li></ul><h3>您的帳戶</h3><p>請妥善保管您的登入資訊。如您認為有他人使用了您的帳戶，請寄信至 <a href="mailto:${email}">${email}</a>。</p>`,
    },
    privacy: {
      title: '隱私權政策',
      body: `<h2>我們蒐集的資訊</h2><p>${name}會保存您的姓名、電話號碼、地址與預訂紀錄，以便服務商與您聯繫，並在發生問題時協助您。</p><h3>我們如何使用這些資訊</h3><ul><li>將您的預訂傳送給您選擇的服務商。</li><li>寄送提醒與收據。</li><li>僅以彙總形式用於改善服務。</li></ul><p>我們絕不出售您的資料。如需取得副本或刪除資料，請聯絡 <a href="mailto:${email}">${email}</a>。</p>`,
    },
    'cancellation-policy': {
      title: '取消政策',
      body: `<h2>取消預訂</h2><p>計畫總有變化：您可以在應用程式中取消任何預訂。</p><table><thead><tr><th>取消時間</th><th>費用</th></tr></thead><tbody><tr><td>提前 24 小時以上</td><td>免費</td></tr><tr><td>提前 2 至 24 小時</td><td>價格的 10%</td></tr><tr><td>提前不到 2 小時</td><td>價格的 50%</td></tr></tbody></table><p>退款將於 5 至 7 個工作天內退回您的原付款方式。</p>`,
    },
    about: {
      title: `關於${name}`,
      body: `<h2>值得信賴的到府服務</h2><p>${name}為您帶來經過認證的清潔、電工、水電與美容專業人員到府服務，價格在到府前即已公平議定。</p><blockquote>每位服務商都經過面談與背景查核，並在每次服務後由客戶評分。</blockquote>`,
    },
  }),
};

/**
 * The English cancellation policy before its fee changed from 10% to 20%: the first published version, from
 * which the other languages were translated (so they read as outdated against the current English text).
 */
const OLD_ENGLISH_FEE = (text: Text): Text => ({
  ...text,
  body: text.body.replace('20% of the price', '10% of the price'),
});

/** Writes and publishes the reserved pages of one demo operator (they exist already: the operators trigger). */
export async function seedPages(
  tx: Tx,
  operator: { id?: string; name: string; languages: string[]; modules: string[] },
  emailDomain: string,
  now: Date,
): Promise<void> {
  if (!operator.modules.includes('cms') || !operator.id) return;
  const operatorId = operator.id;
  const email = `support@${emailDomain}`;
  const languages = operator.languages.filter((lang) => WRITERS[lang]);
  const [defaultLang, secondLang] = languages;
  if (!defaultLang) return;
  const written = Object.fromEntries(languages.map((lang) => [lang, (WRITERS[lang] as Writer)(operator.name, email)]));
  // The operator's first admin published them.
  const [publisher] = await tx
    .select({ id: admins.id, firstName: admins.firstName, lastName: admins.lastName })
    .from(admins)
    .where(and(eq(admins.operatorId, operatorId), eq(admins.role, 'ADMIN')))
    .limit(1);
  const pages = await tx
    .select({ id: contentPages.id, slug: contentPages.slug })
    .from(contentPages)
    .where(and(eq(contentPages.operatorId, operatorId), eq(contentPages.reserved, true)));
  for (const { id, slug } of pages) {
    const key = slug as Slug;
    const firstAt = new Date(now.getTime() - 60 * DAY);
    // The about page was never translated into the second language.
    const langs = key === 'about' ? languages.filter((l) => l !== secondLang) : languages;
    const draft: PageVersionText[] = langs.map((lang) => {
      const text = (written[lang] as Record<Slug, Text>)[key];
      return { lang, ...text, updatedAt: firstAt.toISOString() };
    });
    const versions: { texts: PageVersionText[]; at: Date }[] = [];
    if (key === 'cancellation-policy' && secondLang && defaultLang === 'en-US') {
      // Version 1: English with the old fee and its translations; version 2: the new English fee only.
      const englishBefore = OLD_ENGLISH_FEE((written[defaultLang] as Record<Slug, Text>)[key]);
      versions.push({
        texts: draft.map((t) => (t.lang === defaultLang ? { ...t, ...englishBefore } : t)),
        at: firstAt,
      });
      const changedAt = new Date(now.getTime() - 10 * DAY);
      const english = draft.find((t) => t.lang === defaultLang) as PageVersionText;
      english.updatedAt = changedAt.toISOString();
      versions.push({ texts: draft.map((t) => ({ ...t })), at: changedAt });
    } else {
      versions.push({ texts: draft, at: firstAt });
    }
    await tx.insert(contentPageTexts).values(
      draft.map((t) => ({
        pageId: id,
        lang: t.lang,
        title: t.title,
        body: t.body,
        updatedAt: new Date(t.updatedAt),
      })),
    );
    let last: { id: string; number: number; at: Date } | null = null;
    for (const [i, version] of versions.entries()) {
      const [row] = await tx
        .insert(contentPageVersions)
        .values({
          pageId: id,
          number: i + 1,
          texts: version.texts,
          publishedBy: publisher?.id ?? null,
          publishedByName: publisher ? `${publisher.firstName} ${publisher.lastName}`.trim() : operator.name,
          publishedAt: version.at,
        })
        .returning({ id: contentPageVersions.id });
      last = { id: (row as { id: string }).id, number: i + 1, at: version.at };
    }
    if (!last) continue;
    await tx
      .update(contentPages)
      .set({
        publishedVersionId: last.id,
        publishedNumber: last.number,
        publishedAt: last.at,
        draftUpdatedAt: last.at,
        updatedAt: last.at,
      })
      .where(eq(contentPages.id, id));
  }
}
