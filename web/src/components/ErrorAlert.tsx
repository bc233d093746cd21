import { useT } from '../i18n';
import { errorText } from '../util';

/** A failed request's words, announced (role="alert"); nothing while there is no error. */
export function ErrorAlert({ error, small = false }: { error: unknown; small?: boolean }) {
  const t = useT();
  if (error === null) return null;
  return (
    <p className={small ? 'error small' : 'error'} role="alert">
      {errorText(error, t)}
    </p>
  );
}
