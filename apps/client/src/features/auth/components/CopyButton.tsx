import { Button, toast, type ButtonProps } from '@atrium/ui';
import { Check, Copy } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** Copies `text` to the clipboard and says so for two seconds. */
export function CopyButton({ text, label, ...props }: { text: string; label?: string } & ButtonProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(id);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast({
        variant: 'warning',
        title: t`Could not copy`,
        description: t`Select the text and copy it by hand.`,
      });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? t`Copied` : (label ?? t`Copy`)}</span>
    </Button>
  );
}
