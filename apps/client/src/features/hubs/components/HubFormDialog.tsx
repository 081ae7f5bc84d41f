import { DEFAULT_HUB_ICON, hubCreateSchema, type Hub } from '@atrium/schema';
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
import { ZoneFormFields, type ZoneFormValues } from '../../zones/components/ZoneFormFields';
import { fieldErrors } from '../../zones/utils/field-errors';
import { useCreateHub } from '../hooks/useCreateHub';

const EMPTY: ZoneFormValues = { name: '', icon: DEFAULT_HUB_ICON, description: '' };

/** Creates a hub in a zone. */
export function CreateHubDialog({ zoneId, onCreated }: { zoneId: string; onCreated?: (hub: Hub) => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateHub(zoneId);
  const parsed = hubCreateSchema.safeParse(values);
  const errors = submitted ? fieldErrors(parsed.error) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: (hub) => {
        setOpen(false);
        setValues(EMPTY);
        setSubmitted(false);
        onCreated?.(hub);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          New hub
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-6">
          <DialogHeader>
            <DialogTitle>Create a hub</DialogTitle>
            <DialogDescription>Hubs group modules and dashboards inside the zone.</DialogDescription>
          </DialogHeader>
          <ZoneFormFields noun="Hub" values={values} errors={errors} onChange={setValues} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create hub
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
