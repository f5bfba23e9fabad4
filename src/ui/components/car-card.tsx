import { useState } from 'preact/hooks';
import type { Car } from '../../game/types';
import { MAX_NOTE } from '../../game/core-commands';
import { dispatch } from '../../state/app-state';

export function CarCard({ car, note, disabled }: { car: Car; note: string; disabled: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <article class="card car" style={{ '--car-color': car.color }} aria-label={car.name}>
      {car.photo ? <img class="car-photo" src={car.photo} alt={`Photo of ${car.name}`} /> : <div class="car-photo" aria-hidden="true" />}
      <div class="grow stack" style={{ gap: '6px' }}>
        <h3 class="break">{car.name}</h3>
        {editing === null ? (
          <>
            {note && <p class="car-note break">{note}</p>}
            <button class="ghost" style={{ alignSelf: 'flex-start', paddingLeft: '0' }} disabled={disabled} onClick={() => setEditing(note)}>
              {note ? 'Edit note' : 'Add note'}
            </button>
          </>
        ) : (
          <form
            class="stack"
            onSubmit={(e) => {
              e.preventDefault();
              const err = dispatch({ type: 'car.note', payload: { carId: car.id, text: editing.trim() } });
              setError(err);
              if (!err) setEditing(null);
            }}
          >
            <label class="field">
              <span class="sr-only">Note for {car.name}</span>
              <textarea value={editing} maxLength={MAX_NOTE} onInput={(e) => setEditing(e.currentTarget.value)} />
            </label>
            {error && <p class="error">{error}</p>}
            <div class="row">
              <button type="button" class="grow" onClick={() => setEditing(null)}>
                Cancel
              </button>
              <button type="submit" class="primary grow">
                Save note
              </button>
            </div>
          </form>
        )}
      </div>
    </article>
  );
}
