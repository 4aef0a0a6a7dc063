//! A [`Reply`] as the Bot API calls that show it: its spans in Telegram's HTML, split to the
//! platform's limits (a caption holds 1024 characters, a message 4096), the picture sent with
//! sendPhoto and the PDN with sendDocument.

use crate::message::{Attachment, Reply, Span, User};

/// Telegram's limits, in characters of visible text (counted as UTF-16 units, as Telegram
/// does, which is never fewer than Rust's chars).
pub const CAPTION_LIMIT: usize = 1024;
pub const MESSAGE_LIMIT: usize = 4096;

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
    let mut chunks = split(&reply.body, first_limit, MESSAGE_LIMIT)
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

/// The text a mention shows, for measuring.
fn mention_label(user: &User) -> String {
    match &user.username {
        Some(username) => format!("@{username}"),
        None => user.name.clone(),
    }
}

/// Escapes text for Telegram's HTML parse mode (these three and the quote are all it needs).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(ch),
        }
    }
    out
}

fn visible_len(text: &str) -> usize {
    text.encode_utf16().count()
}

/// Splits the body into pieces whose visible text fits: `first` for the first piece, `rest`
/// for the others. Text is cut at a line break if one fits, else at a space, else anywhere;
/// a mention is never cut. An empty body gives no pieces.
fn split(body: &[Span], first: usize, rest: usize) -> Vec<Vec<Span>> {
    let mut pieces: Vec<Vec<Span>> = Vec::new();
    let mut current: Vec<Span> = Vec::new();
    let mut budget = first;
    let mut next_piece = |current: &mut Vec<Span>, budget: &mut usize| {
        pieces.push(std::mem::take(current));
        *budget = rest;
    };
    for span in body {
        let (text, rebuild): (&str, fn(String) -> Span) = match span {
            Span::Text(t) => (t, Span::Text),
            Span::Bold(t) => (t, Span::Bold),
            Span::Code(t) => (t, Span::Code),
            Span::Mention(user) => {
                let len = visible_len(&mention_label(user));
                if len > budget && !current.is_empty() {
                    next_piece(&mut current, &mut budget);
                }
                budget = budget.saturating_sub(len);
                current.push(span.clone());
                continue;
            }
        };
        let mut text = text;
        while visible_len(text) > budget {
            let (head, tail) = cut(text, budget);
            if !head.is_empty() {
                current.push(rebuild(head.to_string()));
            }
            next_piece(&mut current, &mut budget);
            text = tail;
        }
        if !text.is_empty() {
            budget -= visible_len(text);
            current.push(rebuild(text.to_string()));
        }
    }
    if !current.is_empty() {
        pieces.push(current);
    }
    pieces
}

/// Cuts `text` so that the head's visible length is at most `budget`: after the last line
/// break that fits, else after the last space, else at the budget.
fn cut(text: &str, budget: usize) -> (&str, &str) {
    let mut end = 0;
    let mut used = 0;
    for (i, ch) in text.char_indices() {
        used += ch.len_utf16();
        if used > budget {
            break;
        }
        end = i + ch.len_utf8();
    }
    let head = &text[..end];
    let at = head
        .rfind('\n')
        .or_else(|| head.rfind(' '))
        .map(|i| i + 1)
        .filter(|&i| i > 0)
        .unwrap_or(end);
    text.split_at(at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Platform;

    fn user(id: &str, name: &str, username: Option<&str>) -> User {
        User {
            platform: Platform::Telegram,
            id: id.into(),
            name: name.into(),
            username: username.map(Into::into),
        }
    }

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
            Span::Mention(user("22", "Bob", Some("bob"))),
            Span::Text(" and ".into()),
            Span::Mention(user("33", "Zoë <3", None)),
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

    #[test]
    fn long_text_is_cut_at_line_breaks_and_mentions_stay_whole() {
        let line = format!("{}\n", "a".repeat(99));
        let body = vec![Span::Text(line.repeat(50))];
        let pieces = split(&body, 4096, 4096);
        assert_eq!(pieces.len(), 2);
        assert_eq!(pieces[0], vec![Span::Text(line.repeat(40))]);

        let body = vec![
            Span::Text("abc def".into()),
            Span::Mention(user("1", "N", Some("longname"))),
        ];
        let pieces = split(&body, 6, 10);
        assert_eq!(
            pieces,
            vec![
                vec![Span::Text("abc ".into())],
                vec![Span::Text("def".into())],
                vec![Span::Mention(user("1", "N", Some("longname")))],
            ]
        );
    }

    #[test]
    fn cuts_count_utf16_units() {
        // '♔' is one UTF-16 unit, '𝄞' two.
        assert_eq!(cut("♔♔♔", 2), ("♔♔", "♔"));
        assert_eq!(cut("𝄞𝄞", 3), ("𝄞", "𝄞"));
    }
}
