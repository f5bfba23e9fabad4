import { toast } from '../../state/app-state';
import { RuleText } from './rule-text';

export function ToastHost() {
  const t = toast.value;
  if (!t) return null;
  return (
    <div class="toast" role="status">
      <span class="grow break">
        <RuleText text={t.message} />
      </span>
      {t.action && (
        <button
          onClick={() => {
            t.action?.run();
            toast.value = null;
          }}
        >
          {t.action.label}
        </button>
      )}
      <button class="icon-btn" aria-label="Dismiss" onClick={() => (toast.value = null)}>
        ×
      </button>
    </div>
  );
}
