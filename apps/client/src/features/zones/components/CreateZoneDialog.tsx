import { DEFAULT_ZONE_ICON, zoneCreateSchema, type Zone } from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@atrium/ui';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useCreateZone } from '../hooks/useCreateZone';
import { fieldErrors } from '../utils/field-errors';
import { ZoneFormFields, type ZoneFormValues } from './ZoneFormFields';

const EMPTY: ZoneFormValues = { name: '', icon: DEFAULT_ZONE_ICON, description: '' };

/** The zone creation form, in a dialog. */
export function CreateZoneDialog({
  onCreated,
  triggerLabel = 'New zone',
}: {
  onCreated?: (zone: Zone) => void;
  triggerLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateZone();
  const parsed = zoneCreateSchema.safeParse(values);
  const errors = submitted ? fieldErrors(parsed.error) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      (event.currentTarget as HTMLFormElement)
        .querySelector<HTMLElement>('[aria-invalid="true"], [name="name"]')
        ?.focus();
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (zone) => {
        setOpen(false);
        setValues(EMPTY);
        setSubmitted(false);
        onCreated?.(zone);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-6">
          <DialogHeader>
            <DialogTitle>Create a zone</DialogTitle>
            <DialogDescription>A zone is a workspace for a team. You become its owner.</DialogDescription>
          </DialogHeader>
          <ZoneFormFields values={values} errors={errors} onChange={setValues} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create zone
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
