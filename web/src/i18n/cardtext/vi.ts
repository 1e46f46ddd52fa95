// Vietnamese card texts, from the wording of the Vietnamese rulebook (../shared/rules/002_*).
// Where the rulebook is silent (Beer, Saloon, Missed! out of turn, the reasons) the
// texts are faithful translations of the card rules. Card names as in src/i18n/vi.ts.

import type { CardText } from '../../lib/cardtext';

const vi: CardText = {
  kinds: {
    bang: 'Bắn 1 phát lên một người chơi trong tầm bắn, gây 1 sát thương, trừ khi người đó né bằng Miss (hoặc Barlie). (1 lần / 1 lượt)',
    missed: 'Né Bang và Gatling bắn vào bạn. Được đánh ngoài lượt của mình để đáp lại; chỉ né được phát bắn vào chính bạn.',
    beer: '+1 máu cho bản thân, không vượt quá số máu ban đầu. Đánh trong lượt của bạn, hoặc ngoài lượt chỉ khi bạn mất máu cuối cùng. Khi chỉ còn 2 người chơi, Beer không có tác dụng.',
    saloon: '+1 máu cho toàn bàn, kể cả bạn. Chỉ đánh trong lượt của bạn: Saloon không phải Beer, không cứu được bạn khi mất máu cuối cùng.',
    stagecoach: 'Rút 2 lá bài.',
    wells_fargo: 'Rút 3 lá bài.',
    general_store: 'Rút và mở ra các lá bài bằng đúng số người chơi còn sống; bắt đầu từ người sử dụng lá bài này, theo vòng đang chơi, mỗi người sẽ được chọn 1 lá bài và lấy lên tay của mình.',
    panic: 'Cướp 1 lá bài của người khác trong tầm 1: 1 lá ngẫu nhiên trên tay, hoặc 1 lá trên bàn do bạn chọn. Vũ khí không đổi tầm này; Mustang và Applosa thì có.',
    cat_balou: 'Hủy 1 lá bài bất kỳ của người chơi khác (trên tay hoặc trên bàn), ở bất kỳ khoảng cách nào.',
    duel: 'Chọn 1 người để bắn solo, lần lượt bắt đầu từ người đó và bạn sẽ ra lá bài BANG!, nếu ai không có BANG! thì sẽ bị mất 1 máu. Không dùng được Miss hay Barlie.',
    gatling: 'Bắn 1 phát toàn bàn chơi, gây 1 sát thương cho mỗi người khác; mỗi người có thể né bằng Miss. Gatling không phải lá BANG!: bạn vẫn được dùng BANG! trong lượt.',
    indians: 'Thổ dân tấn công: mỗi người chơi khác dùng BANG! để đánh trả, nếu không sẽ mất 1 máu. Miss và Barlie không có tác dụng.',
    barrel: 'Khi bị bắn 1 phát BANG, bạn sẽ rút 1 lá bài, nếu lá bài đó là Cơ, sẽ né được phát BANG đó (tương đương 1 lá Miss). Nếu không, bạn vẫn có thể dùng lá Miss để né.',
    dynamite: 'Người sử dụng đặt xuống bàn trước mặt mình. Đầu lượt sau phải rút 1 lá bài: nếu lá bài đó từ 2 đến 9 Bích thì Dynamite nổ, người chơi đó bị mất 3 máu. Ngược lại, Dynamite được chuyển cho người tiếp theo.',
    jail: 'Chọn 1 người để bỏ tù (bất kỳ khoảng cách nào); KHÔNG được bỏ tù Cảnh sát trưởng. Đến lượt của người bị bỏ tù, nếu rút được 1 lá bài Cơ thì chơi lượt đó như bình thường; nếu không, người đó bị mất 1 lượt đi.',
    mustang: 'Ngựa +1: Khoảng cách từ Người khác đến bạn tăng thêm 1. (Tăng tầm né)',
    scope: 'Ngựa -1: Khoảng cách từ Bạn đến Người khác giảm đi 1, không nhỏ hơn 1. (Tăng tầm đánh)',
    volcanic: 'Súng số 1: Được bắn trong cự ly 1 và bắn bao nhiêu BANG! tùy thích. Chỉ được trang bị 1 Vũ khí: vũ khí mới thay cho vũ khí cũ.',
    schofield: 'Súng số 2: Được bắn trong cự ly 2. Chỉ được trang bị 1 Vũ khí: vũ khí mới thay cho vũ khí cũ.',
    remington: 'Súng số 3: Được bắn trong cự ly 3. Chỉ được trang bị 1 Vũ khí: vũ khí mới thay cho vũ khí cũ.',
    rev_carabine: 'Súng số 4: Được bắn trong cự ly 4. Chỉ được trang bị 1 Vũ khí: vũ khí mới thay cho vũ khí cũ.',
    winchester: 'Súng số 5: Được bắn trong cự ly 5. Chỉ được trang bị 1 Vũ khí: vũ khí mới thay cho vũ khí cũ.',
  },
  suits: { S: 'bích', H: 'cơ', D: 'rô', C: 'chuồn' },
  ranks: { J: 'bồi', Q: 'đầm', K: 'già', A: 'át' },
  rankSuit: '{rank} {suit}',
  spoken: '{card}, {rankSuit}',
  labels: {
    brown: 'Lá hành động (viền nâu): đánh xong thì bỏ',
    blue: 'Lá trang bị (viền xanh): ở lại trên bàn trước mặt bạn',
    range: 'Tầm {range}',
    life: '{count} máu',
    character: 'Nhân vật',
    cantPlay: 'Bây giờ không đánh được',
    close: 'Đóng',
    yourRange: 'Tầm đánh của bạn: {reach}',
    inRange: 'trong tầm',
  },
  reasons: {
    missed_answer_only: 'Miss chỉ được đánh để né một phát bắn.',
    bang_used: 'Bạn đã dùng BANG! trong lượt này rồi.',
    out_of_reach: '{name} ở tầm {distance}, tầm đánh của bạn là {reach}.',
    panic_too_far: 'Panico chỉ tới tầm 1; người gần nhất, {name}, ở tầm {distance}.',
    no_cards: 'Không ai trong tầm có bài để lấy.',
    jail_no_target: 'Không có ai để bỏ tù: không được bỏ tù Cảnh sát trưởng, những người khác đã ở trong tù.',
    already_in_play: 'Bạn đã có lá bài này trên bàn.',
    cannot_answer: 'Lá bài này không dùng để đáp lại được.',
    beer_two_left: 'Khi chỉ còn 2 người chơi, Beer không cứu được ai.',
    only_beer: 'Lúc này chỉ có Beer cứu được bạn.',
    not_now: 'Bây giờ không đánh được lá bài này.',
  },
};

export default vi;
