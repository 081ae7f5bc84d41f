import { dashboardCreateSchema, type Dashboard } from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  FieldError,
  Input,
  Label,
} from '@atrium/ui';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../zones/utils/field-errors';
import { useCreateDashboard } from '../hooks/useCreateDashboard';

export function CreateDashboardDialog({
  zoneId,
  hubId,
  onCreated,
}: {
  zoneId: string;
  hubId: string;
  onCreated?: (d: Dashboard) => void;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateDashboard(zoneId, hubId);
  const parsed = dashboardCreateSchema.safeParse({ name });
  const errors = submitted ? fieldErrors(parsed.error) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    create.mutate(
      { name: parsed.data.name },
      {
        onSuccess: (d) => {
          setOpen(false);
          setName('');
          setSubmitted(false);
          onCreated?.(d);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Plus aria-hidden="true" />
          New dashboard
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Add a dashboard</DialogTitle>
            <DialogDescription>
              Start empty, then place widgets on its grid in the designer.
            </DialogDescription>
          </DialogHeader>
          <Field>
            <Label htmlFor="dashboard-name">Name</Label>
            <Input
              id="dashboard-name"
              value={name}
              aria-invalid={errors.name ? true : undefined}
              onChange={(e) => setName(e.target.value)}
              placeholder="Weekly overview"
            />
            <FieldError>{errors.name}</FieldError>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add dashboard
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
