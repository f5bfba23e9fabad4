import { useState } from 'preact/hooks';
import { MAX_NOTE } from '../../game/core-commands';
import type { Car } from '../../game/types';
import { dispatch } from '../../state/app-state';
import { EditText } from './edit-text';
import { pure } from './pure';

/** Free play's card; skipped while its car, note and disabled are unchanged (issue 15: a tap renders what it changed). */
export const CarCard = pure(function CarCard({ car, note, disabled }: { car: Car; note: string; disabled: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <article class="card car" style={{ '--car-color': car.color }} aria-label={car.name}>
      {car.photo ? (
        <img class="car-photo" src={car.photo} alt={`Photo of ${car.name}`} />
      ) : (
        <div class="car-photo" aria-hidden="true" />
      )}
      <div class="grow stack" style={{ gap: '6px' }}>
        <h3 class="break">{car.name}</h3>
        {editing === null ? (
          <>
            {note && <p class="car-note break">{note}</p>}
            <button
              class="ghost"
              style={{ alignSelf: 'flex-start', paddingLeft: '0' }}
              disabled={disabled}
              onClick={() => setEditing(note)}
            >
              {note ? 'Edit note' : 'Add note'}
            </button>
          </>
        ) : (
          <EditText
            label={`Note for ${car.name}`}
            hideLabel
            initial={editing}
            maxLength={MAX_NOTE}
            multiline
            saveLabel="Save note"
            onCancel={() => setEditing(null)}
            onSave={(text) => {
              const err = dispatch({ type: 'car.note', payload: { carId: car.id, text: text.trim() } });
              if (!err) setEditing(null);
              return err;
            }}
          />
        )}
      </div>
    </article>
  );
});
