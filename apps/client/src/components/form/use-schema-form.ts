import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by a shared zod schema of libs/schema: errors show once a
 * field was left (then as you type) and on submit, where the first invalid field is focused.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    mode: 'onTouched',
    defaultValues,
  });
}
