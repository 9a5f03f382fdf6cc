/**
 * What small-business owners ask the assistant, in their own words (typos, Texas places, "how
 * much", "do you", "can I"), each with the facts a right answer must contain. The facts are
 * written out here, not read from domain/: the evaluation checks the answers against what the
 * pages say today, so a change to the pages that the index misses shows up as a failure.
 * `unknown` questions are ones the pages do not answer: the right answer hands over to a person.
 */
export interface EvalQuestion {
  readonly question: string;
  /** every one of these must be in the answer (case-insensitive) */
  readonly facts: readonly string[];
}

const handOff = ['/contact', '/booking'];

export const evalQuestions: readonly EvalQuestion[] = [
  // Web design and what it costs
  { question: 'How much does a website cost?', facts: ['$3,500'] },
  { question: 'how much for a website for my plumbing business in Round Rock', facts: ['$3,500'] },
  { question: 'Whats the price of a new web site?', facts: ['$3,500'] },
  { question: 'Do you do web design?', facts: ['$3,500'] },
  { question: 'how long does it take to build a website', facts: ['four to six weeks'] },
  { question: 'Do I own my website when its done?', facts: ['yours'] },
  { question: 'Can you move my existing site to you?', facts: ['free'] },
  { question: 'Do you only work with texas businesses?', facts: ['Austin'] },
  { question: 'does AI make my website cheaper', facts: ['a fifth to a third'] },
  { question: 'will my site sound like a robot wrote it', facts: ['person'] },

  // E-commerce
  { question: 'Do you build e-commerce sites?', facts: ['$6,500', '/services/ecommerce'] },
  { question: 'How much is an online store?', facts: ['$6,500'] },
  { question: 'how much for an ecommerce shop', facts: ['$6,500'] },
  { question: 'I want to sell my products online, can you build me a shop?', facts: ['$6,500'] },
  { question: 'Do you take a percentage of my sales?', facts: ['no percentage'] },
  { question: 'Which platform do you build stores on? Shopify?', facts: ['Shopify'] },
  { question: 'do you handle texas sales tax for online stores', facts: ['sales tax'] },
  { question: 'Can customers pay with Apple Pay?', facts: ['Apple Pay'] },
  { question: 'can i take payments with square', facts: ['Square'] },
  { question: 'how long does an online store take to launch', facts: ['six to ten'] },

  // Local SEO
  { question: 'Local SEO in Houston?', facts: ['$450', '/services/local-seo'] },
  { question: 'how much is local seo per month', facts: ['$450'] },
  { question: 'Can you get me ranked on google maps in San Antonio?', facts: ['/services/local-seo'] },
  { question: 'Do you guarantee first place on Google?', facts: ['No one honest can'] },
  { question: 'How long before I see SEO results?', facts: ['four to eight weeks'] },
  { question: 'I work from home, can I still rank locally?', facts: ['service-area'] },

  // Social media
  { question: 'Do you do social media for restaurants?', facts: ['$650'] },
  { question: 'how much is social media managment', facts: ['$650'] },
  { question: 'Is the ad budget included in social media?', facts: ['$300 to $600'] },
  { question: 'Which social channels do you manage?', facts: ['Instagram'] },

  // Hosting
  { question: 'How much is hosting?', facts: ['$29', '/hosting'] },
  { question: 'cheapest hostng plan?', facts: ['$29'] },
  { question: 'How much is the Professional Cloud plan?', facts: ['$59'] },
  { question: 'what does business cloud hosting include', facts: ['$99', '15 websites'] },
  { question: 'How much is Enterprise Cloud hosting?', facts: ['$199'] },
  { question: 'agency cloud price?', facts: ['$349'] },
  { question: 'Do you have hosting for developers with SSH?', facts: ['$79'] },
  { question: 'Can I cancel my hosting?', facts: ['cancel'] },
  { question: 'Is there a contract for hosting or is it month to month?', facts: ['Month-to-month'] },
  { question: 'whats your uptime guarantee', facts: ['99.9%'] },
  { question: 'What if you miss the uptime guarantee?', facts: ['credit'] },
  { question: 'is there a discount on hosting right now?', facts: ['40%'] },
  { question: 'Do you do backups?', facts: ['backups'] },
  { question: 'Do you offer free SSL?', facts: ['SSL'] },
  { question: 'How many data centers do you have?', facts: ['14'] },
  { question: 'Will you migrate my site from GoDaddy?', facts: ['Free migration'] },
  { question: 'how much is the CDN add-on', facts: ['$19'] },
  { question: 'what add ons do you have for hosting', facts: ['Global CDN', 'Backup Pro'] },
  { question: 'How much is advanced security?', facts: ['$29'] },
  { question: 'do you have a free trial for hosting?', facts: ['free trial'] },

  // Audits
  { question: 'Is the website audit free?', facts: ['/website-audit'] },
  { question: 'how much is an SEO audit', facts: ['$449'] },
  { question: 'What does the health check cost?', facts: ['$149'] },
  { question: 'Complete growth audit price', facts: ['$899'] },
  { question: 'whats the catch with the free audit', facts: ['None'] },
  { question: 'Do you need my passwords for the audit?', facts: ['No'] },
  { question: 'how soon do I get the free audit report', facts: ['two working days'] },

  // Subscriptions: A/B testing, heat maps, customer workflows
  { question: 'How much is A/B testing?', facts: ['$29'] },
  { question: 'is there a free ab testing plan', facts: ['free'] },
  { question: 'How much is the enterprise A/B testing plan?', facts: ['$99'] },
  { question: 'how much are heat maps', facts: ['$39'] },
  { question: 'Do heatmaps include session recordings?', facts: ['Session recordings'] },
  { question: 'heat map enterprise price', facts: ['$129'] },
  { question: 'How much are customer workflows?', facts: ['$19'] },
  { question: 'professional workflow plan price', facts: ['$49'] },
  { question: 'Can I cancel my subscription any time?', facts: ['cancel'] },
  { question: 'how do i change my card or cancel my subscription', facts: ['/manage-subscription'] },

  // Automation, implementation, integrations, MCP, AI
  { question: 'Do you do marketing automation?', facts: ['/marketing-automation'] },
  { question: 'Can you send appointment reminders by text?', facts: ['reminder'] },
  { question: 'how much does done for you automation setup cost', facts: ['$1,200'] },
  { question: 'Can you connect my website to QuickBooks?', facts: ['QuickBooks'] },
  { question: 'How much is a Quick Setup?', facts: ['$450'] },
  { question: 'full implementation price', facts: ['$2,900'] },
  { question: 'Do you integrate with HubSpot?', facts: ['HubSpot'] },
  { question: 'What is MCP and how much does an MCP server cost?', facts: ['$4,800'] },
  { question: 'Is my data used to train AI models?', facts: ['No'] },
  { question: 'Can I build my own workflows?', facts: ['workflow builder'] },

  // Contact, hours, booking, the agency
  { question: 'What are your hours?', facts: ['Monday to Friday', '9 am to 5 pm'] },
  { question: 'are you open on saturday', facts: ['Monday to Friday'] },
  { question: 'Whats your phone number?', facts: ['(512) 555-0142'] },
  { question: 'how can i email you', facts: ['hello@lonestarweb.studio'] },
  { question: 'Where are you located?', facts: ['Austin'] },
  { question: 'How do I book a consultation?', facts: ['/booking'] },
  { question: 'is the consultation free', facts: ['free'] },
  { question: 'how fast do you reply to messages', facts: ['one working day'] },
  { question: 'Who founded the company?', facts: ['Maria Delgado'] },
  { question: 'how many people work there', facts: ['Twelve'] },
  { question: 'Can I see some websites you built?', facts: ['/portfolio'] },
  { question: 'Do you have a client portal?', facts: ['/client-portal'] },
  { question: 'do you have a free guide or checklist', facts: ['/lead-magnet'] },
  { question: 'Do you store what I type into this chat?', facts: ['do not store'] },

  // Things the pages do not say: a person answers
  { question: 'asdf qwerty zxcv', facts: handOff },
  { question: 'Do you sell used cars?', facts: handOff },
  { question: 'Can you fix my iPhone screen?', facts: handOff },
  { question: 'whats the weather in dallas tomorrow', facts: handOff },
  { question: 'Do you offer payroll services?', facts: handOff },
];
