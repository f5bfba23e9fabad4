import { RuleText } from './rule-text';

/**
 * What went wrong, where the player just acted: announced at once (role=alert), nothing at all
 * when there is no error. Every sheet and card shows its refusals this one way.
 */
export function ErrorNote({ error }: { error: string | null | undefined }) {
  return error ? (
    <p class="error" role="alert">
      <RuleText text={error} />
    </p>
  ) : null;
}
