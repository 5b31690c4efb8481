import { describe, expect, it } from 'vitest';
import type { WhiteLabelNode } from '../generated/wps/model';
import { flattenWhiteLabel, WHITE_LABEL_MAX_DEPTH, whiteLabelFlags } from './site';

const node = (modId: string, enabled: '1' | '0', childrenNodes: WhiteLabelNode[] = []): WhiteLabelNode => ({ modId, enabled, childrenNodes });

describe('the white-label module tree', () => {
  it('turns a module on only when it and every parent are on', () => {
    const flags = whiteLabelFlags([node('LOGIN', '0', [node('FREEPLAY3', '1')]), node('MEMBERCENTRE', '1', [node('FEEDBACK3', '1'), node('REWCEN3', '0')])]);
    expect(flags).toMatchObject({ freePlay: false, feedback: true, rewardCentre: false });
  });

  it('reads no deeper than the contract allows, so a tree nested without end cannot exhaust the stack', () => {
    let deep = node('LEAF', '1');
    for (let i = 0; i < 50_000; i += 1) deep = node(`N${i}`, '1', [deep]);
    const map = flattenWhiteLabel([deep]);
    expect(map.size).toBe(WHITE_LABEL_MAX_DEPTH);
    expect(map.has('LEAF')).toBe(false);
  });
});
