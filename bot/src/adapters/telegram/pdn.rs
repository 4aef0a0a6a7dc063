//! On Telegram the PDN of a game always travels as a file (sendDocument), which players save
//! and open in their draughts programs; the service puts a short PDN inline, as code, which
//! suits platforms without files.

use crate::message::{Attachment, Reply, Span};

/// The MIME type the service gives PDN files.
const PDN_MIME: &str = "application/x-draughts-pdn";

/// The reply to `!pdn` with its inline PDN (the code spans) moved into a file; the text
/// around it stays as the caption. A reply without code (a refusal) is left as it is.
pub fn as_document(mut reply: Reply) -> Reply {
    if reply.document.is_some() {
        return reply;
    }
    let (code, text): (Vec<Span>, Vec<Span>) = std::mem::take(&mut reply.body)
        .into_iter()
        .partition(|span| matches!(span, Span::Code(_)));
    if code.is_empty() {
        reply.body = text;
        return reply;
    }
    let mut pdn: String = code
        .into_iter()
        .filter_map(|span| match span {
            Span::Code(text) => Some(text),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n");
    pdn.push('\n');
    let filename = match reply.game {
        Some(game) => format!("dama-{game}.pdn"),
        None => "dama.pdn".to_string(),
    };
    reply.body = trim_end(text);
    reply.document = Some(Attachment {
        filename,
        mime: PDN_MIME.into(),
        bytes: pdn.into_bytes(),
    });
    reply
}

/// Without its code, "Game #3 in PDN:\n" would end in a dangling line break.
fn trim_end(mut body: Vec<Span>) -> Vec<Span> {
    if let Some(Span::Text(last)) = body.last_mut() {
        let trimmed = last.trim_end().trim_end_matches(':').to_string();
        *last = trimmed;
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_pdn_becomes_a_file() {
        let reply = Reply {
            body: vec![
                Span::Text("Game #3 in PDN:\n".into()),
                Span::Code("[Event \"dama #3\"]\n\n1. 11-15 22-18 *".into()),
            ],
            game: Some(3),
            ..Reply::default()
        };
        let sent = as_document(reply);
        assert_eq!(sent.body, vec![Span::Text("Game #3 in PDN".into())]);
        let file = sent.document.unwrap();
        assert_eq!(file.filename, "dama-3.pdn");
        assert_eq!(file.mime, PDN_MIME);
        assert_eq!(
            String::from_utf8(file.bytes).unwrap(),
            "[Event \"dama #3\"]\n\n1. 11-15 22-18 *\n"
        );
    }

    #[test]
    fn refusals_and_attached_files_stay_as_they_are() {
        let refusal = Reply::text("There is no game here.");
        assert_eq!(as_document(refusal.clone()), refusal);
        let attached = Reply {
            body: vec![Span::Text("Game #4 in PDN, attached.".into())],
            document: Some(Attachment {
                filename: "dama-4.pdn".into(),
                mime: PDN_MIME.into(),
                bytes: b"[Event \"\"]".to_vec(),
            }),
            ..Reply::default()
        };
        assert_eq!(as_document(attached.clone()), attached);
    }
}
