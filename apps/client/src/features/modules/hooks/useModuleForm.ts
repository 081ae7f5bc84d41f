import { moduleCreateSchema, type ModuleCreate } from '@atrium/schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { ModuleFormValues } from '../utils/module-form';

/**
 * The module form (create and edit): validated by libs/schema's `moduleCreateSchema`, which checks
 * the name and the config against the type's schema in the module registry.
 */
const resolver = zodResolver(moduleCreateSchema) as unknown as Resolver<
  ModuleFormValues,
  unknown,
  ModuleCreate
>;

export function useModuleForm(defaultValues: ModuleFormValues) {
  return useForm<ModuleFormValues, unknown, ModuleCreate>({ resolver, mode: 'onTouched', defaultValues });
}
