import {
  MODULE_TYPE_NAMES,
  MODULE_TYPES,
  moduleCreateSchema,
  type HubModule,
  type ModuleType,
} from '@atrium/schema';
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
  NativeSelect,
  Textarea,
} from '@atrium/ui';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../zones/utils/field-errors';
import { useCreateModule } from '../hooks/useCreateModule';

/** Adds a module: name, type from the registry, and the one config field a type needs to start. */
export function CreateModuleDialog({
  zoneId,
  hubId,
  onCreated,
}: {
  zoneId: string;
  hubId: string;
  onCreated?: (m: HubModule) => void;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [type, setType] = useState<ModuleType>('markdown');
  const [content, setContent] = useState('');
  const [url, setUrl] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateModule(zoneId, hubId);
  const config = type === 'markdown' ? { content } : type === 'link' ? { url } : {};
  const parsed = moduleCreateSchema.safeParse({ name, type, config });
  const errors = submitted ? fieldErrors(parsed.error) : {};
  const configError = submitted
    ? parsed.error?.issues.find((i) => i.path[0] === 'config')?.message
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    create.mutate(
      { name: parsed.data.name, type: parsed.data.type, config: parsed.data.config },
      {
        onSuccess: (m) => {
          setOpen(false);
          setName('');
          setContent('');
          setUrl('');
          setSubmitted(false);
          onCreated?.(m);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          New module
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Add a module</DialogTitle>
            <DialogDescription>{MODULE_TYPES[type].description}</DialogDescription>
          </DialogHeader>
          <Field>
            <Label htmlFor="module-name">Name</Label>
            <Input
              id="module-name"
              value={name}
              aria-invalid={errors.name ? true : undefined}
              onChange={(e) => setName(e.target.value)}
              placeholder="Team handbook"
            />
            <FieldError>{errors.name}</FieldError>
          </Field>
          <Field>
            <Label htmlFor="module-type">Type</Label>
            <NativeSelect
              id="module-type"
              value={type}
              onChange={(e) => setType(e.target.value as ModuleType)}
            >
              {MODULE_TYPE_NAMES.map((t) => (
                <option key={t} value={t}>
                  {MODULE_TYPES[t].label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {type === 'markdown' ? (
            <Field>
              <Label htmlFor="module-content">Content (Markdown)</Label>
              <Textarea
                id="module-content"
                rows={6}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                placeholder={'# Welcome\n\nWrite in **Markdown**.'}
              />
            </Field>
          ) : null}
          {type === 'link' ? (
            <Field>
              <Label htmlFor="module-url">URL</Label>
              <Input
                id="module-url"
                type="url"
                value={url}
                aria-invalid={configError ? true : undefined}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://example.com"
              />
            </Field>
          ) : null}
          <FieldError>{configError}</FieldError>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add module
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
