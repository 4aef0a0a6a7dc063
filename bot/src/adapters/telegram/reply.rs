//! A [`Reply`] as the Bot API calls that show it: its spans in Telegram's HTML, split to the
//! platform's limits (a caption holds 1024 characters, a message 4096), the picture sent with
//! sendPhoto and the PDN with sendDocument.

use crate::{
    message::{Attachment, Reply, Span, User},
    outgoing::split::{Measure, split},
    platform::telegram::text::{self, CAPTION_LIMIT, MESSAGE_LIMIT, escape},
};

/// One Bot API call of a reply, with its text already in HTML (`parse_mode=HTML`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step<'a> {
    Photo {
        file: &'a Attachment,
        caption: Option<String>,
    },
    Document {
        file: &'a Attachment,
        caption: Option<String>,
    },
    Text {
        html: String,
    },
}

/// The calls that show `reply`, in order: the picture (or else the document) carrying the
/// start of the body as its caption, then the rest of the body as messages, then the
/// document when there was a picture too. The reply's buttons go under the last one.
pub fn steps(reply: &Reply) -> Vec<Step<'_>> {
    let media = reply.image.as_ref().or(reply.document.as_ref());
    let first_limit = if media.is_some() {
        CAPTION_LIMIT
    } else {
        MESSAGE_LIMIT
    };
    let mut chunks = split(&reply.body, first_limit, MESSAGE_LIMIT, &Visible)
        .into_iter()
        .map(|chunk| html(&chunk));
    let mut steps = Vec::new();
    if let Some(image) = &reply.image {
        steps.push(Step::Photo {
            file: image,
            caption: chunks.next(),
        });
    } else if let Some(document) = &reply.document {
        steps.push(Step::Document {
            file: document,
            caption: chunks.next(),
        });
    }
    steps.extend(chunks.map(|html| Step::Text { html }));
    if let (Some(_), Some(document)) = (&reply.image, &reply.document) {
        steps.push(Step::Document {
            file: document,
            caption: None,
        });
    }
    steps
}

/// Spans as Telegram HTML: bold, code, and mentions that notify — `@username` when the person
/// has one, else a link to `tg://user?id=…` that Telegram shows as their name.
pub fn html(body: &[Span]) -> String {
    let mut out = String::new();
    for span in body {
        match span {
            Span::Text(text) => out.push_str(&escape(text)),
            Span::Bold(text) => out.push_str(&format!("<b>{}</b>", escape(text))),
            Span::Code(text) => out.push_str(&format!("<code>{}</code>", escape(text))),
            Span::Mention(user) => out.push_str(&mention(user)),
        }
    }
    out
}

fn mention(user: &User) -> String {
    match &user.username {
        Some(username) => format!("@{}", escape(username)),
        // Telegram ids are numbers; anything else cannot be linked, so the name stands alone.
        None if user.id.parse::<i64>().is_ok() => format!(
            r#"<a href="tg://user?id={}">{}</a>"#,
            user.id,
            escape(&user.name)
        ),
        None => escape(&user.name),
    }
}

/// Telegram's count of visible text: UTF-16 units, a mention as the text it shows.
struct Visible;

impl Measure for Visible {
    fn char_len(&self, ch: char) -> usize {
        ch.len_utf16()
    }

    fn mention_len(&self, user: &User) -> usize {
        match &user.username {
            Some(username) => text::len(&format!("@{username}")),
            None => text::len(&user.name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(name: &str) -> Attachment {
        Attachment {
            filename: name.into(),
            mime: "image/png".into(),
            bytes: vec![1, 2, 3],
        }
    }

    #[test]
    fn spans_become_escaped_html_with_notifying_mentions() {
        let body = vec![
            Span::Text("Alice <White> & ".into()),
            Span::Bold("wins".into()),
            Span::Text(" with ".into()),
            Span::Code("28x19".into()),
            Span::Text(". ".into()),
            Span::Mention(User::telegram("22", "Bob", Some("bob"))),
            Span::Text(" and ".into()),
            Span::Mention(User::telegram("33", "Zoë <3", None)),
        ];
        assert_eq!(
            html(&body),
            "Alice &lt;White&gt; &amp; <b>wins</b> with <code>28x19</code>. @bob and \
             <a href=\"tg://user?id=33\">Zoë &lt;3</a>"
        );
    }

    #[test]
    fn a_picture_carries_the_body_as_caption_and_the_rest_follows() {
        let reply = Reply {
            body: vec![Span::Text("x".repeat(1500))],
            image: Some(png("board.png")),
            ..Reply::default()
        };
        let steps = steps(&reply);
        assert_eq!(steps.len(), 2);
        match &steps[0] {
            Step::Photo { caption, .. } => assert_eq!(caption.as_ref().unwrap().len(), 1024),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            steps[1],
            Step::Text {
                html: "x".repeat(476)
            }
        );
    }

    #[test]
    fn documents_and_plain_text() {
        let pdn = Attachment {
            filename: "game-3.pdn".into(),
            mime: "application/x-draughts-pdn".into(),
            bytes: b"[Event \"\"]".to_vec(),
        };
        let reply = Reply {
            body: vec![Span::Text("Game 3".into())],
            document: Some(pdn.clone()),
            ..Reply::default()
        };
        assert_eq!(
            steps(&reply),
            vec![Step::Document {
                file: &pdn,
                caption: Some("Game 3".into())
            }]
        );
        let both = Reply {
            image: Some(png("b.png")),
            ..reply.clone()
        };
        assert!(matches!(
            steps(&both)[..],
            [Step::Photo { .. }, Step::Document { caption: None, .. }]
        ));
        assert_eq!(
            steps(&Reply::text("hi")),
            vec![Step::Text { html: "hi".into() }]
        );
        assert!(steps(&Reply::default()).is_empty());
    }
}
