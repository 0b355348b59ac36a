/** A category leaf a concern's picks come from, with the vets' comments that fit its products. */
export type ConcernLeaf = { id: number; comments: readonly string[] }
/** A health concern the vets' picks are grouped by. */
export type Concern = { code: string; title: string; lead: string; leaves: readonly ConcernLeaf[] }

/**
 * Per animal, the concerns Korean owners ask vets about most. Leaves are the catalogue's depth-3
 * categories (catalog/category-tree.ts): e.g. a dog's joints are helped by joint supplements and
 * by steps to the sofa; a cat's kidneys by urinary care and by a fountain that makes it drink.
 * Comments belong to a leaf, so a shampoo is never praised for its probiotics.
 */
export const CONCERNS: Record<1 | 2, readonly Concern[]> = {
  1: [
    {
      code: 'JOINT',
      title: '관절',
      lead: '슬개골이 약한 소형견, 노령견이라면 꼭 챙겨 주세요.',
      leaves: [
        {
          id: 1301,
          comments: [
            '글루코사민과 MSM이 함께 들어 있어 관절 연골 관리에 무난하게 권하는 제품이에요.',
            '슬개골 탈구 수술 후 재활 중인 아이들에게도 자주 권해 드려요.',
            '체중 관리와 함께 꾸준히 급여하면 산책 후 절뚝임이 줄어드는 경우가 많아요.',
          ],
        },
        {
          id: 1804,
          comments: [
            '소파나 침대를 오르내리는 충격을 줄여 주면 관절 부담이 확 줄어요.',
            '미끄럽지 않은 경사로는 디스크가 걱정되는 장허리견에게 특히 좋아요.',
          ],
        },
      ],
    },
    {
      code: 'SKIN',
      title: '피부·모질',
      lead: '긁고 핥는 일이 잦다면 피부부터 살펴보세요.',
      leaves: [
        {
          id: 1303,
          comments: [
            '오메가3 함량이 높아 건조하고 푸석한 모질 개선에 도움이 돼요.',
            '알레르기성 피부염으로 내원하는 아이들에게 보조 관리용으로 권해요.',
          ],
        },
        {
          id: 1501,
          comments: [
            '자극이 적은 성분이라 피부가 예민한 아이들도 부담 없이 쓸 수 있어요.',
            '목욕은 2~3주에 한 번, 미온수로 충분히 헹궈 주는 것이 중요해요.',
          ],
        },
      ],
    },
    {
      code: 'GUT',
      title: '장 건강',
      lead: '묽은 변이나 잦은 구토에는 장 건강 관리가 먼저예요.',
      leaves: [
        {
          id: 1302,
          comments: [
            '유산균 수가 충분하고 기호성도 좋아 진료실에서 자주 추천해요.',
            '항생제 치료 후 장내 환경을 회복할 때 함께 쓰면 좋아요.',
          ],
        },
        {
          id: 1104,
          comments: [
            '단백질 원료가 단순해 음식 알레르기가 의심될 때 시도해 보기 좋아요.',
            '사료를 바꿀 때는 일주일에 걸쳐 조금씩 섞어 주세요.',
          ],
        },
      ],
    },
    {
      code: 'DENTAL',
      title: '치아',
      lead: '세 살 넘은 강아지 대부분이 치주 질환을 겪어요.',
      leaves: [
        {
          id: 1201,
          comments: [
            '매일 씹는 습관만으로도 치석이 쌓이는 속도를 늦출 수 있어요.',
            '너무 딱딱한 껌은 치아 파절 위험이 있어 적당한 경도가 중요해요.',
          ],
        },
        {
          id: 1505,
          comments: [
            '양치를 싫어하는 아이라면 구강 케어 제품부터 시작해 보세요.',
            '스케일링 후 관리용으로 권하는 제품이에요. 하루 한 번이면 충분해요.',
          ],
        },
      ],
    },
  ],
  2: [
    {
      code: 'URINARY',
      title: '신장·요로',
      lead: '물을 적게 마시는 고양이는 신장과 요로가 약해지기 쉬워요.',
      leaves: [
        {
          id: 2803,
          comments: [
            '요로 결석 병력이 있는 아이들에게 관리용으로 권하는 제품이에요.',
            '신장 수치가 경계선인 노령묘에게 식이 관리와 함께 권해요.',
          ],
        },
        {
          id: 2702,
          comments: [
            '흐르는 물을 좋아하는 고양이가 많아 음수량을 늘리는 데 효과적이에요.',
            '하루 음수량이 체중 1kg당 50ml가 되도록 신경 써 주세요.',
          ],
        },
      ],
    },
    {
      code: 'HAIRBALL',
      title: '헤어볼',
      lead: '그루밍으로 삼킨 털은 빗질과 헤어볼 케어로 줄여 주세요.',
      leaves: [
        { id: 2802, comments: ['헤어볼 구토가 잦은 장모종에게 특히 권해요.', '섬유질이 배출을 도와 헤어볼이 장에 쌓이는 것을 막아 줘요.'] },
        {
          id: 2901,
          comments: ['매일 짧게라도 빗질해 주면 삼키는 털이 눈에 띄게 줄어요.', '털갈이 철에는 빗질 횟수를 두 배로 늘려 주세요.'],
        },
      ],
    },
    {
      code: 'GUT',
      title: '장 건강',
      lead: '사료를 바꿀 때나 변 상태가 나쁠 때 도움이 돼요.',
      leaves: [
        {
          id: 2801,
          comments: [
            '사료를 바꾸는 시기에 함께 급여하면 설사를 줄이는 데 도움이 돼요.',
            '유산균 수가 충분하고 기호성도 좋아 진료실에서 자주 추천해요.',
          ],
        },
        {
          id: 2104,
          comments: [
            '단백질 원료가 단순해 음식 알레르기가 의심될 때 시도해 보기 좋아요.',
            '구토나 묽은 변이 반복되면 사료부터 점검해 보세요.',
          ],
        },
      ],
    },
    {
      code: 'SKIN',
      title: '피부·모질',
      lead: '비듬, 탈모가 보이면 영양과 목욕 습관을 점검해 보세요.',
      leaves: [
        {
          id: 2804,
          comments: [
            '오메가3와 비오틴이 들어 있어 푸석한 털과 비듬 관리에 도움이 돼요.',
            '노령묘의 전반적인 컨디션 관리용으로도 무난하게 권해요.',
          ],
        },
        {
          id: 2902,
          comments: ['고양이 피부는 약산성이라 전용 제품을 쓰는 것이 좋아요.', '목욕을 싫어하는 아이라면 부분 세정부터 시작해 보세요.'],
        },
      ],
    },
  ],
}

export const concernsOf = (group: 1 | 2) => CONCERNS[group]
