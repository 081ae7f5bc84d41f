import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../utils/markdown';

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((n, i) => {
    switch (n.kind) {
      case 'text':
        return <Fragment key={i}>{n.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{renderInline(n.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(n.children)}</em>;
      case 'code':
        return (
          <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {n.text}
          </code>
        );
      case 'link':
        return (
          <a
            key={i}
            href={n.href}
            target="_blank"
            rel="noreferrer noopener"
            className="text-primary underline underline-offset-4"
          >
            {renderInline(n.children)}
          </a>
        );
    }
  });
}

const HEADINGS = { 1: 'text-2xl', 2: 'text-xl', 3: 'text-lg', 4: 'text-base' } as const;

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${block.level + 1}` as 'h2';
      return (
        <Tag key={key} className={`${HEADINGS[block.level]} font-semibold tracking-tight`}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className="leading-7">
          {renderInline(block.children)}
        </p>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={key} className={block.ordered ? 'list-decimal pl-6' : 'list-disc pl-6'}>
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item)}</li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote key={key} className="border-l-2 pl-4 text-muted-foreground italic">
          {renderInline(block.children)}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={key} className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-sm">
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={key} className="border-border" />;
  }
}

/** Markdown rendered as React elements (never as HTML). */
export function MarkdownView({ source, className }: { source: string; className?: string }) {
  const blocks = parseMarkdown(source);
  return <div className={className ?? 'flex flex-col gap-4 text-sm'}>{blocks.map(renderBlock)}</div>;
}
