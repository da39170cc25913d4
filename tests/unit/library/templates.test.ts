import { describe, expect, it } from 'vitest';
import { shippedTemplates } from '@headroom/renderer/library/shipped-templates';
import {
  descriptionParagraphs,
  summarizeTemplates,
  templateIdFromPath,
} from '@headroom/renderer/library/template-summary';
import { freshStorage, scenarioInput } from '../storage/fixtures';

describe('shipped templates', () => {
  const templates = shippedTemplates();

  it('bundles every scenarios/*.headroom.json, each one valid, in file order', async () => {
    const files = Object.keys(import.meta.glob('../../../scenarios/*.headroom.json'));
    expect(files.length).toBeGreaterThan(0);
    expect(templates.map((t) => t.id)).toEqual(files.map(templateIdFromPath).sort());
  });

  it('offers the bare-metal fine-tuning example with its name, summary and story', () => {
    const bareMetal = templates.find((t) => t.id.includes('fine-tuning-bare-metal'));
    expect(bareMetal?.name).toMatch(/bare-metal/i);
    expect(bareMetal?.summary).toContain('GPU云物理服务器');
    expect(bareMetal?.details.length).toBeGreaterThan(0);
    expect(bareMetal?.currency).toBe('CNY');
  });

  it('creates a scenario from each template', async () => {
    const { storage } = freshStorage();
    for (const template of templates) {
      const result = await storage.library.createFromTemplate(template.document);
      expect(result.ok, template.id).toBe(true);
    }
    expect(await storage.library.list()).toHaveLength(templates.length);
  });
});

describe('summarizeTemplates', () => {
  it('leaves out a file that does not validate instead of offering it', () => {
    const good = { ...scenarioInput('Good'), description: 'One line.\n\nThe story.\n\nThe model.' };
    const summaries = summarizeTemplates({
      '../../scenarios/02-good.headroom.json': good,
      '../../scenarios/01-broken.headroom.json': { schemaVersion: 1, name: '' },
    });
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({
      id: '02-good',
      name: 'Good',
      summary: 'One line.',
      details: ['The story.', 'The model.'],
    });
    expect(summaries[0]?.document).toBe(good);
  });
});

describe('descriptionParagraphs', () => {
  it('splits on blank lines, trims and drops empty paragraphs', () => {
    expect(descriptionParagraphs('  a\nstill a \n\n\n b \r\n\r\nc\n\n')).toEqual([
      'a\nstill a',
      'b',
      'c',
    ]);
    expect(descriptionParagraphs('')).toEqual([]);
  });
});

describe('templateIdFromPath', () => {
  it('keeps the file name without its extension', () => {
    expect(templateIdFromPath('../../scenarios/01-x.headroom.json')).toBe('01-x');
    expect(templateIdFromPath('y.json')).toBe('y');
  });
});

describe('template cards cite their sources by title', () => {
  it('no shipped scenario points to an article by an internal number', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { dirname, join } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    // From the module's own path as text: under happy-dom, URL is the DOM's.
    const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../scenarios/');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/\bseed \d{3}/i);
    }
  });
});
