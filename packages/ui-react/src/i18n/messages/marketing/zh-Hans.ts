/** Simplified Chinese texts of the marketing tools (spread into the main zh-Hans catalogue; decision 0031). */
export const marketingZhHans = {
  "marketing.list.title": "营销工具",
  "marketing.list.empty": "暂时没有内容",
  "marketing.type.COLLECT_FORM": "表单",
  "marketing.type.DOWNLOAD_MATERIALS": "资料下载",
  "marketing.type.CODE_ATTENTION": "扫码关注",
  "marketing.type.CUSTOMER_SERVICE": "在线客服",
  "marketing.submit": "提交",
  "marketing.submitting": "提交中…",
  "marketing.submitted": "提交成功",
  "marketing.submittedNote": "已提交，感谢您的参与！",
  "marketing.download.unlock": "提交后即可下载资料",
  "marketing.download.getFiles": "获取资料",
  "marketing.download.files": "资料列表",
  "marketing.download.action": "下载",
  "marketing.download.file": "下载 {name}",
  "marketing.download.size": "{size} KB",
  "marketing.download.failed": "下载失败，请稍后再试",
  "marketing.qr.label": "{name} 的二维码",
  "marketing.qr.scan": "请用手机扫码",
  "marketing.link.newWindow": "（在新窗口打开）",
  "marketing.code.failed": "验证码发送失败，请稍后再试",
  "marketing.error.required": "此项为必填项",
  "marketing.error.email": "请输入正确的邮箱地址",
  "marketing.error.phone": "请输入正确的手机号",
  "marketing.error.tooMany": "选择的选项过多",
  "marketing.error.date": "请选择有效的日期",
  "marketing.error.option": "请选择列出的选项",
  "marketing.error.code": "请输入发送到该手机的验证码",
} as const;

/** The keys of the marketing texts; every language has them all. */
export type MarketingCatalog = Readonly<Record<keyof typeof marketingZhHans, string>>;
