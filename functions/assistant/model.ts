/**
 * The assistant with a model (OPENAI_API_KEY): a system prompt built from the catalogue, the
 * last few messages, and a cap on output. Any failure falls back to the offline answer.
 */
import OpenAI from 'openai';
import {
  abTestingPlans,
  agency,
  assistantLimits,
  chatHistoryLimit,
  customerWorkflowPlans,
  heatMapPlans,
  hostingAddOns,
  hostingPlans,
  marketingClaims,
  type ConversationMessage,
} from '../../domain';
import type { Env } from '../env';

export const defaultModel = 'gpt-4o-mini';

export function systemPrompt(): string {
  const plans = (title: string, items: readonly { name: string; priceText: string; features: readonly string[] }[]) =>
    `${title}: ${items.map((p) => `${p.name} ${p.priceText} (${p.features.join(', ')})`).join('; ')}.`;
  return [
    `You are the website assistant of ${agency.name}, ${agency.tagline}, based in ${agency.city}, ${agency.region}.`,
    'Answer briefly and only about our services. Quote only the prices below; never invent a price, discount or promise.',
    'If you do not know, say so and point to the contact page /contact.',
    plans('A/B testing plans', abTestingPlans),
    plans('Heat map plans', heatMapPlans),
    plans('Customer workflow plans', customerWorkflowPlans),
    `Hosting plans, ${marketingClaims.hostingDiscountPercent}% off now: ${hostingPlans
      .map((p) => `${p.name} $${p.price}/month (was $${p.originalPrice}; ${p.specs.cpu}, ${p.specs.ram}, ${p.specs.storage})`)
      .join('; ')}.`,
    `Hosting add-ons: ${hostingAddOns.map((a) => `${a.name} $${a.price}/month`).join('; ')}.`,
    `Uptime guarantee ${marketingClaims.uptimeGuarantee}; ${marketingClaims.dataCentres} data centres; pages load in under ${marketingClaims.pageLoadSeconds} seconds.`,
    `Contact: ${agency.email}, ${agency.phoneDisplay}, ${agency.hours}. Free website audit: /website-audit.`,
  ].join('\n');
}

export type AskModel = (message: string, history: readonly ConversationMessage[], extra?: string) => Promise<string>;

export function createModel(env: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>): AskModel | null {
  if (!env.OPENAI_API_KEY) return null;
  const client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL ?? null, timeout: 20_000, maxRetries: 1 });
  const model = env.OPENAI_MODEL ?? defaultModel;
  return async (message, history, extra) => {
    const completion = await client.chat.completions.create({
      model,
      max_completion_tokens: assistantLimits.maxOutputTokens,
      messages: [
        { role: 'system', content: extra ? `${systemPrompt()}\n${extra}` : systemPrompt() },
        ...history.slice(-chatHistoryLimit).map((m) => ({ role: m.role, content: m.content })),
        { role: 'user', content: message },
      ],
    });
    const text = completion.choices[0]?.message.content?.trim();
    if (!text) throw new Error('the model returned no text');
    return text;
  };
}
