import { Plus, Trash2 } from 'lucide-react';
import { Button } from './button.tsx';

/** Takes one row out of a list a form edits (a category's seats, its programmes, a template's items). */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onClick}>
      <Trash2 className="size-4" aria-hidden /> {label}
    </Button>
  );
}

/** Under a list a form edits: a new row at the start, the form's submit at the end. */
export function AddRowAndSave({ addLabel, onAdd, saveLabel, saving }: { addLabel: string; onAdd: () => void; saveLabel: string; saving: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <Button variant="secondary" onClick={onAdd}>
        <Plus className="size-4" aria-hidden /> {addLabel}
      </Button>
      <Button type="submit" disabled={saving}>
        {saveLabel}
      </Button>
    </div>
  );
}
