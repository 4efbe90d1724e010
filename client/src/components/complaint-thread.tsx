// A complaint's conversation between the student and the hostel office: the replies, oldest first, each with who wrote
// it and when, and a box to answer while the complaint is not resolved. Both sides use it; they pass how to send.
import { useTranslation } from 'react-i18next';
import { complaintReplyBody } from '@campus-hostel/contracts/api';
import { useEffect, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { messages } from '../config/messages';
import type { ComplaintReply } from '../lib/complaint-replies';
import { formatDateTime } from '../lib/format';
import { t } from '../lib/i18n';
import { notify } from '../lib/notifications';
import { useQuery } from '../lib/use-query';
import { Button } from './ui/button';
import { TextAreaField } from './ui/field';
import { RetryMessage } from './ui/retry-message';
import './complaint-thread.css';

export interface ComplaintThreadProps {
  complaintId: number;
  /** A resolved complaint's thread is read-only. */
  closed: boolean;
  load: (complaintId: number) => Promise<ComplaintReply[]>;
  send: (complaintId: number, body: string) => Promise<void>;
  /** Who wrote a reply, in the reader's words: 'Hostel office', 'You', 'Student'. */
  authorOf: (reply: ComplaintReply) => string;
  /** The failure message for a reply that could not be sent. */
  sendFailed: (error: unknown) => string;
  /** After a reply was sent (the complaint may have changed too, e.g. the office answered in time). */
  onSent?: () => void;
}

/** What is wrong with a reply, in the language being read; undefined when it may be sent. */
function replyProblem(complaintId: number, body: string): string | undefined {
  const checked = z.safeParse(complaintReplyBody, { complaint_id: complaintId, body });
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  if (issue?.code === 'too_big') return t('ui.replyTooLong', { max: Number(issue.maximum) });
  return t('ui.replyEmpty');
}

export function ComplaintThread({
  complaintId,
  closed,
  load,
  send,
  authorOf,
  sendFailed,
  onSent,
}: ComplaintThreadProps) {
  const { t: tr } = useTranslation(['common', 'messages']);
  const replies = useQuery(`replies:${complaintId}`, () => load(complaintId));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (replies.status === 'error') notify.error(messages.fetchRepliesFailed);
  }, [replies.status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = replyProblem(complaintId, body);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await send(complaintId, body.trim());
      setBody('');
      notify.success(messages.replySent);
      replies.reload();
      onSent?.();
    } catch (failure) {
      notify.error(sendFailed(failure));
    } finally {
      setSending(false);
    }
  };

  const list = replies.data ?? [];
  return (
    <div className="complaint-thread">
      {replies.status === 'loading' && !replies.data ? <p role="status">{tr('ui.loadingReplies')}</p> : null}
      {replies.status === 'error' ? (
        <RetryMessage
          className="complaint-thread__muted"
          message={tr('messages:fetchRepliesFailed')}
          onRetry={replies.reload}
        />
      ) : null}
      {replies.status === 'success' && list.length === 0 ? (
        <p className="complaint-thread__muted">{tr('messages:noReplies')}</p>
      ) : null}
      {list.length > 0 ? (
        <ol className="complaint-thread__list" aria-label={tr('ui.repliesTo', { id: complaintId })}>
          {list.map((reply) => (
            <li
              key={reply.id}
              className={
                reply.from_office
                  ? 'complaint-thread__reply complaint-thread__reply--office'
                  : 'complaint-thread__reply'
              }
            >
              <p className="complaint-thread__meta">
                <strong>{authorOf(reply)}</strong> ·{' '}
                <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
              </p>
              <p className="complaint-thread__body">{reply.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {closed ? (
        <p className="complaint-thread__muted">{tr('messages:threadClosed')}</p>
      ) : (
        <form
          className="complaint-thread__form"
          aria-label={tr('ui.replyTo', { id: complaintId })}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <TextAreaField
            label={tr('ui.yourReply')}
            rows={3}
            value={body}
            error={error}
            onChange={(event) => setBody(event.target.value)}
          />
          <Button type="submit" className="button--small" busy={sending} busyLabel={tr('ui.sending')}>
            {tr('ui.sendReply')}
          </Button>
        </form>
      )}
    </div>
  );
}
