import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SparklesIcon } from '@/components/ui/icons';
import { formatTime } from '@/lib/format';
import { useSendChatMessage } from '../api/send-chat-message';
import { CANNED_MESSAGES, answeredBy, cannedMessage, chatContext, chatMessage as message, type ChatMessage } from './chat-messages';
import './chat-widget.css';

// ── Floating AI chat (spec sections 2, 4, 5, 8, 9) ───────────────────────────
// Enter sends, Shift+Enter makes a new line; blank messages and messages while a reply is pending are not sent;
// the last 5 messages go along as context; a failed call answers with the spec's bot message.

const time = formatTime;

export function ChatWidget() {
  const { t } = useTranslation('assistant');
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [cannedMessage('welcome')]);
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const titleId = useId();
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The server's record of this conversation (what a handoff shows the desk); sent back with every message.
  const conversationId = useRef<string | undefined>(undefined);

  const chat = useSendChatMessage({
    onSuccess: (reply) => {
      conversationId.current = reply.conversationId ?? conversationId.current;
      setMessages((m) => [...m, message(reply.response, true, reply.mode, reply.model)]);
    },
    onError: () => setMessages((m) => [...m, cannedMessage('failure')]),
  });

  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [messages, open]);
  useEffect(() => {
    if (open && !chat.isPending) inputRef.current?.focus();
  }, [open, chat.isPending]);

  const send = () => {
    const text = draft.trim();
    if (!text || chat.isPending) return;
    const context = chatContext(messages);
    setMessages((m) => [...m, message(text, false)]);
    setDraft('');
    chat.mutate({ ...(conversationId.current ? { conversationId: conversationId.current } : {}), message: text, context: { recentMessages: context } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="chat-widget">
      {open ? (
        <section id={panelId} className="chat-panel" role="dialog" aria-modal="false" aria-labelledby={titleId}>
          <header className="chat-panel-header">
            <h2 id={titleId} className="chat-panel-title">
              <SparklesIcon width={18} height={18} aria-hidden="true" /> {t('panel.title')}
            </h2>
            <button type="button" className="chat-close" aria-label={t('panel.close')} onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {/* Focusable so keyboard users can scroll the conversation. */}
          <div className="chat-log" role="log" aria-live="polite" aria-label={t('panel.conversation')} tabIndex={0}>
            <ol ref={logRef} className="chat-list">
              {messages.map((m) => (
                <li key={m.id} className={m.isBot ? 'chat-message chat-message-bot' : 'chat-message chat-message-user'}>
                  <span className="sr-only">{m.isBot ? t('messages.fromAssistant') : t('messages.fromYou')} </span>
                  <p className="chat-message-text">{m.canned ? t(CANNED_MESSAGES[m.canned]) : m.content}</p>
                  <span className="chat-message-time">
                    {time(m.timestamp)}
                    {m.mode ? ` · ${answeredBy(m)}` : ''}
                  </span>
                </li>
              ))}
              {chat.isPending ? (
                <li className="chat-message chat-message-bot chat-typing" aria-label={t('panel.typing')}>
                  <span aria-hidden="true">…</span>
                </li>
              ) : null}
            </ol>
          </div>
          <form
            className="chat-form"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <label htmlFor={`${panelId}-input`} className="sr-only">
              {t('form.label')}
            </label>
            <textarea
              id={`${panelId}-input`}
              ref={inputRef}
              className="input chat-input"
              rows={2}
              placeholder={t('form.placeholder')}
              value={draft}
              disabled={chat.isPending}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className="btn btn-primary" disabled={chat.isPending || !draft.trim()}>
              {t('form.send')}
            </button>
          </form>
        </section>
      ) : null}
      <button
        type="button"
        className="chat-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t('panel.close') : t('panel.open')}
        onClick={() => setOpen((o) => !o)}
      >
        <SparklesIcon width={24} height={24} aria-hidden="true" />
      </button>
    </div>
  );
}
