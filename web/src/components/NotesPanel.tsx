import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import * as api from '../api/comfort-operations';
import type { Note } from '../api/comfort-operations';
import { useT } from '../i18n';
import { ErrorAlert } from './ErrorAlert';
import { useLoaded } from './use-loaded';

const MAX_LENGTH = 2000;

interface NotesPanelProps {
  matchId: string;
  /** Whether the match is over: then a note may be shared with the record. */
  over: boolean;
  /** The story event chosen in the log (a note on that move), or null for a note on the match. */
  moveSeq: number | null;
  onClearMove(): void;
}

/**
 * The player's private notes at the table (docs/correspondence.md "Private notes"): on the match, or on
 * the move chosen in the story log; edit, delete, and once the match is over share one with the record.
 * Nobody else sees them, nor learns that they exist.
 */
export function NotesPanel({ matchId, over, moveSeq, onClearMove }: NotesPanelProps) {
  const t = useT();
  const [notes, setNotes] = useState<Note[]>([]);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let stopped = false;
    setNotes([]);
    api.fetchMyNotes(matchId).then((found) => !stopped && setNotes(found), setError);
    return () => {
      stopped = true;
    };
  }, [matchId]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const replace = (note: Note) => setNotes((all) => all.map((n) => (n.id === note.id ? note : n)));

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    void act(async () => {
      const made = await api.addNote(matchId, draft, moveSeq);
      setNotes((all) => [...all, made].sort((a, b) => (a.moveSeq ?? -1) - (b.moveSeq ?? -1)));
      setDraft('');
    });
  };

  return (
    <section className="panel notes" aria-label={t('comfort.notesTitle')} data-testid="notes">
      <h2>{t('comfort.notesTitle')}</h2>
      <p className="muted small">{t('comfort.notesPrivate')}</p>
      {notes.length === 0 ? (
        <p className="muted small">{t('comfort.none')}</p>
      ) : (
        <ol className="notes-list">
          {notes.map((note) => (
            <li key={note.id} data-testid="note" data-move={note.moveSeq ?? ''}>
              <strong className="small">
                {note.moveSeq === null ? t('comfort.onMatch') : t('comfort.onMove', { seq: note.moveSeq })}
              </strong>
              {note.shared && <span className="muted small"> · {t('comfort.shared')}</span>}
              {editing?.id === note.id ? (
                <form
                  className="chat-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void act(async () => {
                      replace(await api.editNote(note.id, editing.body));
                      setEditing(null);
                    });
                  }}
                >
                  <textarea
                    aria-label={t('comfort.placeholder')}
                    value={editing.body}
                    maxLength={MAX_LENGTH}
                    onChange={(e) => setEditing({ id: note.id, body: e.target.value })}
                  />
                  <button type="submit" disabled={busy}>
                    {t('comfort.save')}
                  </button>
                </form>
              ) : (
                <p className="note-body">{note.body}</p>
              )}
              <span className="chat-actions">
                <button
                  type="button"
                  className="link small"
                  onClick={() => setEditing({ id: note.id, body: note.body })}
                >
                  {t('comfort.edit')}
                </button>
                <button
                  type="button"
                  className="link small"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      await api.deleteNote(note.id);
                      setNotes((all) => all.filter((n) => n.id !== note.id));
                    })
                  }
                >
                  {t('comfort.delete')}
                </button>
                {over && (
                  <button
                    type="button"
                    className="link small"
                    disabled={busy}
                    data-testid="share-note"
                    onClick={() => void act(async () => replace(await api.shareNote(note.id, !note.shared)))}
                  >
                    {note.shared ? t('comfort.unshare') : t('comfort.share')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      <form className="notes-form" onSubmit={add}>
        <p className="small" data-testid="note-target">
          {moveSeq === null ? t('comfort.onMatch') : t('comfort.onMove', { seq: moveSeq })}
          {moveSeq !== null && (
            <>
              {' '}
              <button type="button" className="link small" onClick={onClearMove}>
                {t('comfort.clearMove')}
              </button>
            </>
          )}
        </p>
        {moveSeq === null && <p className="muted small">{t('comfort.pickMove')}</p>}
        <label className="visually-hidden" htmlFor={`note-${matchId}`}>
          {t('comfort.placeholder')}
        </label>
        <textarea
          id={`note-${matchId}`}
          value={draft}
          maxLength={MAX_LENGTH}
          placeholder={t('comfort.placeholder')}
          data-testid="note-input"
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" disabled={busy || draft.trim() === ''} data-testid="note-save">
          {t('comfort.add')}
        </button>
      </form>
      <ErrorAlert error={error} small />
    </section>
  );
}

/** The notes a finished match's players shared with its record (the replay shows them). */
export function SharedNotes({ matchId }: { matchId: string }) {
  const t = useT();
  const notes = useLoaded<Note[]>(matchId, () => api.fetchSharedNotes(matchId), []);
  if (notes.length === 0) return null;
  return (
    <section className="panel notes" aria-label={t('comfort.sharedTitle')} data-testid="shared-notes">
      <h2>{t('comfort.sharedTitle')}</h2>
      <ol className="notes-list">
        {notes.map((note) => (
          <li key={note.id}>
            <strong className="small">
              {note.author} ·{' '}
              {note.moveSeq === null ? t('comfort.onMatch') : t('comfort.onMove', { seq: note.moveSeq })}
            </strong>
            <p className="note-body">{note.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
