//! A Discord message as it is sent: its JSON and at most one file, sent as a JSON body or as
//! multipart with `payload_json` and `files[0]`; and the pieces of its JSON that follow
//! Discord's rules (markdown escaping, `allowed_mentions`, limits).

use serde_json::{Value, json};
use serenity::builder::CreateAttachment;
use serenity::http::{LightMethod, Multipart, MultipartUpload, Request, Route};

use crate::outgoing::split::split_text;

/// Characters in a message's `content`.
pub const CONTENT_MAX: usize = 2000;
/// Characters in an embed's `description`.
pub const EMBED_DESCRIPTION_MAX: usize = 4096;
/// Bytes in a component's `custom_id`.
pub const CUSTOM_ID_MAX: usize = 100;
/// Characters in a button's label.
pub const LABEL_MAX: usize = 80;
pub const BUTTONS_PER_ROW: usize = 5;
pub const ROWS_MAX: usize = 5;
/// The `flags` bit of a message seen by its author only (interaction responses).
const EPHEMERAL: u64 = 64;

/// One Discord message: its JSON and at most one file (sent as `files[0]`).
#[derive(Debug, Clone)]
pub struct MessagePayload {
    pub json: serde_json::Map<String, Value>,
    pub file: Option<CreateAttachment>,
}

impl MessagePayload {
    /// A message of this JSON, without a file.
    pub fn new(json: serde_json::Map<String, Value>) -> MessagePayload {
        MessagePayload { json, file: None }
    }

    /// Adds a file, listed in `attachments` as id 0 so that an embed can show it
    /// (`attachment://{filename}`).
    pub fn with_file(mut self, filename: &str, bytes: Vec<u8>) -> MessagePayload {
        self.json.insert(
            "attachments".into(),
            json!([{ "id": 0, "filename": filename }]),
        );
        self.file = Some(CreateAttachment::bytes(bytes, filename.to_string()));
        self
    }

    /// Marks the message as seen by its author only (interaction responses).
    pub fn ephemeral(mut self) -> MessagePayload {
        self.json.insert("flags".into(), json!(EPHEMERAL));
        self
    }

    /// A `nonce` Discord checks for uniqueness (`enforce_nonce`), so that a retried send after
    /// a lost answer does not post the message twice.
    pub fn with_nonce(mut self, nonce: &str) -> MessagePayload {
        self.json.insert("nonce".into(), json!(nonce));
        self.json.insert("enforce_nonce".into(), json!(true));
        self
    }

    /// For a message that replaces another (a button's update, an edited response): what it
    /// does not have (text, embed, file, buttons) is removed from the old one.
    pub fn replacing(mut self) -> MessagePayload {
        for (key, empty) in [
            ("content", json!("")),
            ("embeds", json!([])),
            ("attachments", json!([])),
            ("components", json!([])),
        ] {
            self.json.entry(key).or_insert(empty);
        }
        self
    }

    /// A request carrying `body` (this message, or an envelope around it made by `wrap`) as
    /// JSON, or as multipart with `payload_json` and `files[0]` when there is a file.
    pub fn request<'a>(
        self,
        route: Route<'a>,
        method: LightMethod,
        wrap: impl FnOnce(Value) -> Value,
    ) -> Request<'a> {
        let body = wrap(Value::Object(self.json));
        let request = Request::new(route, method);
        match self.file {
            None => request.body(Some(serde_json::to_vec(&body).unwrap_or_default())),
            Some(file) => request.multipart(Some(Multipart {
                upload: MultipartUpload::Attachments(vec![file]),
                fields: vec![],
                payload_json: Some(body.to_string()),
            })),
        }
    }
}

/// A file to send.
#[derive(Debug, Clone, Copy)]
pub struct File<'a> {
    pub filename: &'a str,
    pub bytes: &'a [u8],
}

/// What is to be said, before it is laid out in messages.
#[derive(Debug, Clone, Default)]
pub struct Parts<'a> {
    /// Markdown.
    pub text: &'a str,
    /// The users the text mentions: they, and only they, are pinged.
    pub mentioned: &'a [u64],
    /// A picture, shown by an embed that carries the text as its caption.
    pub image: Option<File<'a>>,
    /// A file to download.
    pub document: Option<File<'a>>,
    /// Action rows, under the first message.
    pub components: Vec<Value>,
}

/// The messages that carry `parts`: one, then the text that does not fit as messages of its
/// own (cut at line breaks), and the document in a message of its own when there is an image
/// too (a second file would need attachment ids that serenity keeps to itself).
pub fn compose(parts: Parts<'_>) -> Vec<MessagePayload> {
    let Parts {
        text,
        mentioned,
        image,
        document,
        components,
    } = parts;
    let mut first = serde_json::Map::new();
    let mut overflow = Vec::new();
    match image {
        Some(image) => {
            // The caption goes in the embed under the picture; mentions only notify from the
            // content, so the content is the mentions.
            let pings: Vec<String> = mentioned.iter().map(|id| mention(*id)).collect();
            first.insert(
                "content".into(),
                json!(truncate(&pings.join(" "), CONTENT_MAX)),
            );
            let mut embed =
                json!({ "image": { "url": format!("attachment://{}", image.filename) } });
            if !text.trim().is_empty() {
                let mut pieces = split_text(text, EMBED_DESCRIPTION_MAX).into_iter();
                embed["description"] = json!(pieces.next().unwrap_or_default());
                overflow = pieces.flat_map(|p| split_text(&p, CONTENT_MAX)).collect();
            }
            first.insert("embeds".into(), json!([embed]));
        }
        None => {
            let mut pieces = split_text(text, CONTENT_MAX).into_iter();
            first.insert("content".into(), json!(pieces.next().unwrap_or_default()));
            overflow = pieces.collect();
        }
    }
    first.insert("allowed_mentions".into(), allowed_mentions(mentioned));
    if !components.is_empty() {
        first.insert("components".into(), json!(components));
    }
    let (first_file, second_file) = match (image, document) {
        (Some(image), document) => (Some(image), document),
        (None, Some(document)) => (Some(document), None),
        (None, None) => (None, None),
    };
    let with_file = |json, file: Option<File<'_>>| {
        let message = MessagePayload::new(json);
        match file {
            Some(f) => message.with_file(f.filename, f.bytes.to_vec()),
            None => message,
        }
    };
    let mut out = vec![with_file(first, first_file)];
    for piece in overflow {
        let mut next = serde_json::Map::new();
        next.insert("content".into(), json!(piece));
        next.insert("allowed_mentions".into(), allowed_mentions(mentioned));
        out.push(with_file(next, None));
    }
    if let Some(document) = second_file {
        let mut second = serde_json::Map::new();
        second.insert("content".into(), json!(""));
        second.insert("allowed_mentions".into(), allowed_mentions(&[]));
        out.push(with_file(second, Some(document)));
    }
    out
}

/// Escapes the characters Discord reads as markup, so names such as `bob_smith` or `*star*`
/// show as typed.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        if matches!(ch, '\\' | '*' | '_' | '~' | '`' | '|') {
            out.push('\\');
        }
        out.push(ch);
    }
    out
}

/// Inline code; a backtick inside needs a longer fence.
pub fn code(text: &str) -> String {
    if text.is_empty() {
        String::new()
    } else if text.contains('`') {
        format!("`` {text} ``")
    } else {
        format!("`{text}`")
    }
}

/// A mention that notifies the user (when `allowed_mentions` lets it).
pub fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// Only the users named may be pinged: never @everyone, roles, or a name that happens to
/// look like a mention in a player's text. Discord takes at most 100 ids.
pub fn allowed_mentions(ids: &[u64]) -> Value {
    let users: Vec<String> = ids.iter().take(100).map(u64::to_string).collect();
    json!({ "parse": [], "users": users, "replied_user": false })
}

/// Discord's button styles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Primary = 1,
    Secondary = 2,
    Success = 3,
    Danger = 4,
}

/// A button that sends `custom_id` back in an interaction, or `None` when the id is empty or
/// longer than Discord takes. A long label is cut.
pub fn button(label: &str, custom_id: &str, style: Style) -> Option<Value> {
    if custom_id.is_empty() || custom_id.len() > CUSTOM_ID_MAX {
        return None;
    }
    Some(json!({
        "type": 2,
        "style": style as u8,
        "label": truncate(label, LABEL_MAX),
        "custom_id": custom_id,
    }))
}

/// Components in action rows of five, as many rows as a message holds.
pub fn rows(components: &[Value]) -> Vec<Value> {
    components
        .chunks(BUTTONS_PER_ROW)
        .take(ROWS_MAX)
        .map(|row| json!({ "type": 1, "components": row }))
        .collect()
}

/// At most `max` characters, with an ellipsis when cut.
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_escaped_and_code_fenced() {
        assert_eq!(escape("bob_smith *x*"), "bob\\_smith \\*x\\*");
        assert_eq!(code("23x14"), "`23x14`");
        assert_eq!(code("a`b"), "`` a`b ``");
        assert_eq!(code(""), "");
    }

    #[test]
    fn buttons_fit_discords_limits() {
        assert_eq!(button("Go", "", Style::Primary), None);
        assert_eq!(button("Go", &"x".repeat(101), Style::Primary), None);
        let long = button(&"l".repeat(90), "!go", Style::Danger).unwrap();
        assert_eq!(long["label"].as_str().unwrap().chars().count(), LABEL_MAX);
        assert_eq!(long["style"], 4);
        let many: Vec<Value> = (0..30).map(|_| long.clone()).collect();
        let rows = rows(&many);
        assert_eq!(rows.len(), ROWS_MAX);
        assert_eq!(
            rows[0]["components"].as_array().unwrap().len(),
            BUTTONS_PER_ROW
        );
    }

    #[test]
    fn an_image_reply_is_an_attachment_with_a_captioned_embed() {
        let out = compose(Parts {
            text: "White to move. <@9>",
            mentioned: &[9],
            image: Some(File {
                filename: "board.png",
                bytes: &[1, 2, 3],
            }),
            document: Some(File {
                filename: "game.pdn",
                bytes: &[4],
            }),
            components: Vec::new(),
        });
        assert_eq!(out.len(), 2);
        let m = &out[0].json;
        assert_eq!(m["content"], "<@9>");
        assert_eq!(m["embeds"][0]["description"], "White to move. <@9>");
        assert_eq!(m["embeds"][0]["image"]["url"], "attachment://board.png");
        assert_eq!(
            m["attachments"],
            json!([{ "id": 0, "filename": "board.png" }])
        );
        assert_eq!(out[0].file.as_ref().unwrap().data, vec![1, 2, 3]);
        assert_eq!(out[1].file.as_ref().unwrap().filename, "game.pdn");
    }

    #[test]
    fn long_text_is_split_at_line_breaks_into_several_messages() {
        let lines: Vec<String> = (0..300)
            .map(|i| format!("line {i:03} of the list"))
            .collect();
        let text = lines.join("\n");
        let sent = compose(Parts {
            text: &text,
            ..Parts::default()
        });
        assert!(sent.len() > 1);
        let contents: Vec<String> = sent
            .iter()
            .map(|m| m.json["content"].as_str().unwrap().to_string())
            .collect();
        for content in &contents {
            assert!(content.chars().count() <= CONTENT_MAX);
            // Every piece is whole lines.
            assert!(content.lines().all(|l| l.starts_with("line ")), "{content}");
        }
        assert_eq!(contents.join("\n"), text);

        let x = "x".repeat(5000);
        let one_line = compose(Parts {
            text: &x,
            ..Parts::default()
        });
        assert_eq!(one_line.len(), 3);
        let total: usize = one_line
            .iter()
            .map(|m| m.json["content"].as_str().unwrap().chars().count())
            .sum();
        assert_eq!(total, 5000);
    }
}
