// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyAdjustments } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { WhatIfControls } from '@headroom/renderer/what-if/WhatIfControls';
import { savingsPlanScenario } from '../analysis/savings-plan-decision-fixture';
import { flat, inferenceScenario } from '../analysis/decision-fixtures';
import { renderInLanguage } from '../render-in-language';

function rentOrOwn(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/12-rent-or-own.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('shipped scenario invalid');
  return parsed.scenario;
}

const none = () => undefined;

/** The what-if controls of `scenario`: each slider's test id and the text of its section. */
function controls(scenario: Scenario, language: AppLanguage = 'en') {
  const root = renderInLanguage(<WhatIfControls base={scenario} adjustments={emptyAdjustments()} onLive={none} onCommit={none} onAhead={none} />, language);
  const section = (id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
  const sliders = [...root.querySelectorAll('input[data-testid^="what-if-"]')].map((i) => i.getAttribute('data-testid')!).filter((id) => !id.endsWith('-typed'));
  return { section, sliders };
}

describe('the what-if’s owned-server and savings-plan sliders', () => {
  it('appear only where the scenario has what they move, named in English and Chinese', () => {
    const own = controls(rentOrOwn());
    expect(own.sliders).toEqual(expect.arrayContaining(['what-if-price-owned', 'what-if-owned-tariff', 'what-if-owned-resale']));
    expect(own.sliders.some((id) => id.startsWith('what-if-plan-'))).toBe(false);
    expect(own.section('what-if-owned')).toMatch(/^Owned servers\s*Electricity tariff.*Resale value at the end/);
    expect(own.section('what-if-prices')).toContain('Server price');
    expect(controls(rentOrOwn(), 'zh-CN').section('what-if-owned')).toMatch(/^自建服务器\s*电价.*期末转售价值/);

    const plan = controls(savingsPlanScenario());
    expect(plan.sliders).toContain('what-if-plan-plan-sp');
    expect(plan.sliders.some((id) => id.startsWith('what-if-owned-') || id === 'what-if-price-owned')).toBe(false);
    expect(plan.section('what-if-plans-plan')).toMatch(/^Savings plans: On-demand \+ savings plan\s*sp: commitment an hour \(\$15\.00 planned\)/);
    expect(controls(savingsPlanScenario(), 'zh-CN').section('what-if-plans-plan')).toMatch(/^节省计划：On-demand \+ savings plan\s*sp：每小时承诺金额（计划 US\$15\.00）/);

    const neither = controls(inferenceScenario({ weekday: flat(3) }));
    expect(neither.sliders.some((id) => id.includes('owned') || id.startsWith('what-if-plan-'))).toBe(false);
  });
});
