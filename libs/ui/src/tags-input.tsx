import { X } from 'lucide-react';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from './cn';

export interface TagsInputProps {
  id?: string;
  /** The tags, in order; each is shown once. */
  value: readonly string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  /** The remove button's accessible name for a tag ("Remove “design”"). */
  removeLabel: (tag: string) => string;
  /** Longest tag accepted (longer text is cut). */
  maxTagLength?: number;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Text as tags: split at commas and line breaks, trimmed, empty ones and repeats dropped. */
export function splitTags(text: string, existing: readonly string[], maxLength: number): string[] {
  const out = [...existing];
  for (const part of text.split(/[,\n]/)) {
    const tag = part.trim().slice(0, maxLength);
    if (tag !== '' && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/**
 * A list of short texts as removable chips and a text box: Enter or a comma adds what was typed,
 * Backspace in the empty box removes the last chip, a pasted list is split at commas and line
 * breaks, and leaving the box adds what is left in it. Repeats are dropped.
 */
export function TagsInput({
  id,
  value,
  onChange,
  onBlur,
  removeLabel,
  maxTagLength = 100,
  placeholder,
  disabled,
  ...aria
}: TagsInputProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const commit = (typed: string) => {
    const next = splitTags(typed, value, maxTagLength);
    if (next.length !== value.length) onChange(next);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[,\n]/.test(pasted)) return;
    event.preventDefault();
    commit(text + pasted);
  };
  return (
    <div
      data-slot="tags-input"
      className={cn(
        'flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 shadow-xs',
        'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40',
        aria['aria-invalid'] && 'border-destructive ring-destructive/30',
        disabled && 'cursor-not-allowed opacity-50',
      )}
      onClick={() => input.current?.focus()}
    >
      <ul className="contents">
        {value.map((tag) => (
          <li
            key={tag}
            className="inline-flex max-w-full items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-xs font-medium text-secondary-foreground"
          >
            <span className="truncate">{tag}</span>
            <button
              type="button"
              disabled={disabled}
              aria-label={removeLabel(tag)}
              className="rounded-sm p-0.5 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              onClick={(event) => {
                event.stopPropagation();
                onChange(value.filter((t) => t !== tag));
                input.current?.focus();
              }}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        id={id}
        value={text}
        disabled={disabled}
        placeholder={value.length === 0 ? placeholder : undefined}
        maxLength={maxTagLength * 20}
        className="h-6 min-w-24 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => {
          if (text.trim() !== '') commit(text);
          onBlur?.();
        }}
        {...aria}
      />
    </div>
  );
}
