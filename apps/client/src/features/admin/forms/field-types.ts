import type { FormFieldType } from '@atrium/schema';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AlignLeft,
  AtSign,
  Calendar,
  CheckSquare,
  CircleDot,
  Hash,
  Link,
  ListChecks,
  ListFilter,
  Type,
  type LucideIcon,
} from 'lucide-react';

/** The field library: each type's name, what it asks for, and its icon. */
export const FIELD_TYPE_INFO: Readonly<
  Record<FormFieldType, { label: MessageDescriptor; hint: MessageDescriptor; icon: LucideIcon }>
> = {
  text: { label: msg`Short text`, hint: msg`One line`, icon: Type },
  textarea: { label: msg`Long text`, hint: msg`Several lines`, icon: AlignLeft },
  email: { label: msg`Email`, hint: msg`An email address`, icon: AtSign },
  url: { label: msg`Link`, hint: msg`A web address`, icon: Link },
  number: { label: msg`Number`, hint: msg`A number`, icon: Hash },
  date: { label: msg`Date`, hint: msg`A day`, icon: Calendar },
  checkbox: { label: msg`Checkbox`, hint: msg`Yes or no`, icon: CheckSquare },
  select: { label: msg`Dropdown`, hint: msg`One option from a list`, icon: ListFilter },
  radio: { label: msg`Single choice`, hint: msg`One option, all shown`, icon: CircleDot },
  multiselect: { label: msg`Multiple choice`, hint: msg`Several options`, icon: ListChecks },
};
