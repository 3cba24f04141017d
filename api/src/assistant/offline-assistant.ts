import type { ChatInput, ChatToolCall } from '@waypost/contracts';
import { parseWeightKg, recognizeIntent, TRACKING_NUMBER_IN_TEXT, type Intent } from './domain/intents';
import type { ToolCaller, ToolResult } from './tools/assistant-tools';
import { repliesIn } from './offline-replies';

// ── The offline assistant: recognises the intent, calls the same tools, answers in plain words ──

export type RunTool = (name: string, args: Record<string, unknown>) => Promise<ToolResult>;

export interface AssistantReply {
  response: string;
  toolCalls: ChatToolCall[];
}

/** A follow-up ('and where is it now?') may refer to a tracking number of the recent messages. */
function withContext(intent: Intent, input: ChatInput): Intent {
  if (intent.type !== 'my_shipments' && intent.type !== 'help') return intent;
  const earlier = [...input.context.recentMessages]
    .reverse()
    .map((m) => TRACKING_NUMBER_IN_TEXT.exec(m.content)?.[0])
    .find(Boolean);
  return earlier && /\b(it|its|that|this|the parcel|the package|the shipment|now|status)\b/i.test(input.message)
    ? { type: 'track', trackingNumber: earlier.toUpperCase() }
    : intent;
}

/** language: the chat request's (requestLanguage), in which the replies are worded; English by default. */
export async function offlineAnswer(input: ChatInput, caller: ToolCaller, runTool: RunTool, language = 'en'): Promise<AssistantReply> {
  const replyFor = repliesIn(language);
  const intent = withContext(recognizeIntent(input.message), input);
  const toolCalls: ChatToolCall[] = [];
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = await runTool(name, args);
    toolCalls.push({ name, arguments: args, ok: result.ok });
    return result;
  };
  const signedIn = Boolean(caller.user);

  switch (intent.type) {
    case 'track':
      return { response: replyFor.track(intent.trackingNumber, await call('track_shipment', { trackingNumber: intent.trackingNumber })), toolCalls };
    case 'my_shipments':
      if (!signedIn) return { response: replyFor.signInToTrack(), toolCalls };
      return { response: replyFor.myShipments(await call('list_my_shipments', {})), toolCalls };
    case 'handoff': {
      const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(input.message)?.[0];
      // The customer's own words as the server recorded them (the client's context could say anything).
      const said = caller.transcript.filter((m) => !m.isBot).map((m) => m.content);
      const summary = (said.length ? said.slice(-3) : [input.message]).join(' / ').slice(-500);
      return { response: replyFor.handoff(await call('request_human_agent', { summary, ...(email ? { email } : {}) }), signedIn || Boolean(email)), toolCalls };
    }
    case 'customs': {
      if (!intent.from || !intent.to) return { response: replyFor.customsNeedsCountries(), toolCalls };
      const description = input.message.slice(0, 500);
      const args = {
        description,
        fromCountry: intent.from,
        toCountry: intent.to,
        ...(intent.declaredValue !== undefined ? { declaredValue: intent.declaredValue, currency: intent.currency } : {}),
      };
      return { response: replyFor.customs(await call('check_compliance', args), intent.declaredValue === undefined), toolCalls };
    }
    case 'quote': {
      if (!intent.from || !intent.to) return { response: replyFor.quoteNeedsPlaces(), toolCalls };
      const weightKg = intent.weightKg ?? parseWeightKg(input.message);
      const urgency = /\b(overnight|next[- ]day)\b/i.test(input.message) ? 'overnight' : /\b(express|fast|urgent|quick)\b/i.test(input.message) ? 'express' : 'standard';
      const args = { from: intent.from, to: intent.to, weightKg: weightKg ?? 1, urgency };
      return { response: replyFor.quote(await call('quote_parcel', args), weightKg === undefined), toolCalls };
    }
    case 'thanks':
      return { response: replyFor.thanks(), toolCalls };
    case 'greeting':
      return { response: replyFor.greeting(signedIn), toolCalls };
    case 'help':
      return { response: replyFor.help(signedIn), toolCalls };
  }
}
