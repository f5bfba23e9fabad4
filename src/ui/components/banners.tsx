import { exportGame, live, saveStatus, storage, updateReady } from '../../state/app-state';

/**
 * What the players must know now: storage trouble, unsaved changes, an update waiting. The live
 * page's to say (data-status): a picture of the screen leaves it out (issue 15, last-screen/).
 */
export function Banners() {
  const s = storage.value;
  const save = saveStatus.value;
  const update = updateReady.value;
  const l = live.value;
  const exportNow = l ? <button onClick={() => void exportGame(l.doc.id)}>Export now</button> : null;
  return (
    <div aria-live="polite" data-status>
      {s.kind !== 'ok' && s.kind !== 'opening' && (
        <div class="banner" role="alert">
          <span class="grow">{s.message}</span>
          {s.kind === 'closed' && <button onClick={() => location.reload()}>Reload</button>}
          {exportNow}
        </div>
      )}
      {s.kind === 'ok' && (save.kind === 'failed' || save.kind === 'conflict') && (
        <div class="banner" role="alert">
          <span class="grow">
            Not saved. {save.message}
            {save.kind === 'failed'
              ? ' Pitwall keeps trying; export now to be safe.'
              : ' Export this tab’s version to keep it, or reload to see the latest.'}
          </span>
          {save.kind === 'conflict' && <button onClick={() => location.reload()}>Reload</button>}
          {exportNow}
        </div>
      )}
      {update && (
        <div class="banner">
          <span class="grow">Update ready. Your game is saved; reload when the table is ready.</span>
          <button class="primary" onClick={update}>
            Update
          </button>
        </div>
      )}
    </div>
  );
}
