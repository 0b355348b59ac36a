/**
 * The community part of the message catalogue (same catalogue as `MSG`, its own module so only
 * the community pages download it).
 */
export const title = '커뮤니티' as const
export const all = '전체' as const
export const categories = {
  PET_DOCTOR: '수의사 상담',
  PARENTING_TIP: '육아 꿀팁',
  PARENTING_QUESTION: '육아 질문',
  BOAST: '자랑하기',
  DIARY: '일기',
  PET_TERRIOR: '펫테리어',
  FASHION_SHOW: '패션쇼',
  HUNTING_GAME: '사냥놀이',
} as Record<string, string>
export const categoryNav = '게시판' as const
export const sorts = { POPULARITY: '인기순', LATEST: '최신순' } as Record<string, string>
export const sort = '정렬' as const
export const empty = '아직 글이 없어요. 첫 글을 남겨 보세요!' as const
export const write = '글쓰기' as const
export const more = '글 더 보기' as const
export const previous = '이전 글' as const
export const loadingMore = '글을 더 불러오고 있어요' as const
export const hashtagTitle = (tag: string) => `#${tag}`
export const badges = { rising: '뜨는 글', popular: '인기 글', 'hall-of-fame': '명예의 전당' } as Record<string, string>
export const likes = (n: string) => `좋아요 ${n}`
export const comments = (n: string) => `댓글 ${n}`
export const imageCount = (n: number) => `사진 ${n}장`
export const like = '좋아요' as const
export const unlike = '좋아요 취소' as const
export const liked = '좋아요를 눌렀어요' as const
export const video = {
  UPLOADED: '동영상을 올렸어요',
  PROCESSING: '동영상을 준비하고 있어요',
  READY: '동영상',
  FAILED: '동영상을 처리하지 못했어요',
} as Record<string, string>
export const productTags = '태그된 상품' as const
export const imageOf = (n: number, total: number) => `${total}장 중 ${n}번째 사진`
export const commentsTitle = '댓글' as const
export const noComments = '첫 댓글을 남겨 주세요.' as const
export const commentPlaceholder = '따뜻한 댓글을 남겨 주세요' as const
export const commentLabel = '댓글 내용' as const
export const replyLabel = '답글 내용' as const
export const replyPlaceholder = '답글을 남겨 주세요' as const
export const submitComment = '등록' as const
export const reply = '답글' as const
export const deleteComment = '댓글 삭제' as const
export const editComment = '댓글 수정' as const
export const editCommentLabel = '수정할 댓글 내용' as const
export const deletedComment = '삭제된 댓글이에요.' as const
export const commentRequired = '댓글을 입력해 주세요.' as const
export const commentTooLong = '댓글은 500자까지 쓸 수 있어요.' as const
export const moreComments = '댓글 더 보기' as const
export const commentPosted = '댓글을 남겼어요.' as const
export const justWritten = '방금 남긴 댓글' as const
export const loginToComment = '로그인하고 댓글을 남겨 보세요.' as const
export const login = '로그인' as const
export const edit = '수정' as const
const deleteSection = '삭제' as const

export { deleteSection as delete }
export const deleteConfirm = '글을 삭제할까요?' as const
export const deleted = '글을 삭제했어요.' as const
export const report = '신고' as const
export const reportReasons = { SPAM: '광고·홍보', ABUSE: '욕설·비방', ADULT: '음란물', OTHER: '기타' } as Record<string, string>
export const reported = '신고가 접수되었어요. 확인 후 조치할게요.' as const
export const postDeleted = '삭제된 게시글이에요.' as const
export const postNotFound = '존재하지 않는 게시글이에요.' as const
export const toFeed = '커뮤니티로 가기' as const
export const postTitle = (nickname: string, category: string) => `${nickname}님의 ${category} 글`
export const writeTitle = '글쓰기' as const
export const editTitle = '글 수정' as const
export const category = '게시판' as const
export const categoryRequired = '게시판을 골라 주세요.' as const
export const text = '내용' as const
export const textPlaceholder = '반려동물과의 이야기를 들려주세요' as const
export const textRequired = '내용을 입력해 주세요.' as const
export const textTooLong = '내용은 2,000자까지 쓸 수 있어요.' as const
export const hashtags = '해시태그' as const
export const hashtagsHint = '#산책 #간식 처럼 띄어 써 주세요. 10개까지, 한 개에 20자까지예요.' as const
export const hashtagInvalid = (tag: string) => `해시태그 ‘${tag}’는 쓸 수 없어요. 글자와 숫자만 20자까지 쓸 수 있어요.`
export const hashtagLimit = '해시태그는 10개까지 달 수 있어요.' as const
export const media = '사진·동영상' as const
export const mediaHint =
  'png, jpg, jpeg, webp 사진을 2장 이상 10장까지 올려 주세요. mp4 동영상은 1개를 사진과 함께 올릴 수 있어요.' as const
export const addFiles = '파일 올리기' as const
export const chooseFiles = '사진·동영상 고르기' as const
export const uploading = (name: string) => `${name} 올리는 중`
export const uploadProgress = '업로드 진행률' as const
export const uploadFailed = '파일을 올리지 못했어요. 잠시 후 다시 시도해 주세요.' as const
export const videoAttached = '동영상을 올렸어요' as const
export const removeVideo = '동영상 빼기' as const
export const removeImage = (n: number) => `${n}번째 사진 빼기`
export const imageMin = '사진을 2장 이상 등록해 주세요.' as const
export const tagProducts = (n: number) => `${n}번째 사진에 상품 태그`
export const taggedCount = (count: number) => (count === 0 ? '태그 없음' : `${count}개 태그함`)
export const noTaggable = '최근 본 상품이나 아래에서 찾은 상품을 태그할 수 있어요.' as const
/** Decision 049: tags come from a search in the editor as well as from 최근 본 상품. */
export const findProducts = '태그할 상품 찾기' as const
export const findProductsHint = '상품 이름이나 브랜드로 찾아요. 찾은 상품은 사진마다 골라 태그할 수 있어요.' as const
export const findProductsButton = '찾기' as const
export const foundNothing = (word: string) => `‘${word}’에 맞는 상품이 없어요.`
export const chosenFiles = (count: number) => `${count}개 파일을 골랐어요. 등록하기를 누르면 함께 올라가요.`
export const noFileChosen = '고른 파일이 없어요.' as const
export const saveDraft = '임시 저장' as const
export const draftSaved = '글을 임시 저장했어요. 다음에 글쓰기를 열면 이어서 쓸 수 있어요.' as const
export const draftRestored = '임시 저장한 글을 불러왔어요.' as const
export const discardDraft = '지우고 새로 쓰기' as const
export const draftDiscarded = '임시 저장한 글을 지웠어요.' as const
export const publish = '등록하기' as const
export const save = '수정하기' as const
export const published = '글을 올렸어요.' as const
export const saved = '글을 수정했어요.' as const
export const updateApp = '앱을 최신 버전으로 업데이트하면 커뮤니티에 글을 쓸 수 있어요.' as const
export const loginToWrite = '로그인하고 글을 써 보세요.' as const
/** Alert v2 (spec §2) before a post is deleted, under deleteConfirm: what cannot be undone is said first. */
export const deleteConfirmBody = '삭제한 글은 사진, 댓글과 함께 다시 볼 수 없어요.' as const
export const deleteConfirmAction = '삭제하기' as const
