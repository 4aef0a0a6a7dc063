//! Replies as Discord messages ([`MessagePayload`]): spans as markdown, the people they
//! mention (the only ones pinged), buttons as components, laid out with the image and the
//! document by [`payload::compose`].

use serde_json::Value;

use crate::keys::BoardKeys;
use crate::message::{Attachment, Button, ButtonStyle, Platform, Reply, SHARE, Span, User};
use crate::platform::discord::payload::{self, File, MessagePayload, Parts, Style};

/// A reply as the messages that carry it ([`payload::compose`]).
pub fn messages(reply: &Reply) -> Vec<MessagePayload> {
    fn file(a: &Attachment) -> File<'_> {
        File {
            filename: &a.filename,
            bytes: &a.bytes,
        }
    }
    payload::compose(Parts {
        text: &markdown(&reply.body),
        mentioned: &mentioned_ids(reply),
        image: reply.image.as_ref().map(file),
        document: reply.document.as_ref().map(file),
        components: components(&reply.buttons, reply.keyboard.as_ref()),
    })
}

/// The spans as Discord markdown.
pub fn markdown(body: &[Span]) -> String {
    let mut out = String::new();
    for span in body {
        match span {
            Span::Text(t) => out.push_str(&payload::escape(t)),
            Span::Bold(t) if t.is_empty() => {}
            Span::Bold(t) => {
                out.push_str("**");
                out.push_str(&payload::escape(t));
                out.push_str("**");
            }
            Span::Code(t) => out.push_str(&payload::code(t)),
            Span::Mention(user) => match discord_id(user) {
                Some(id) => out.push_str(&payload::mention(id)),
                None => out.push_str(&payload::escape(&format!("@{}", user.name))),
            },
        }
    }
    out
}

fn discord_id(user: &User) -> Option<u64> {
    (user.platform == Platform::Discord)
        .then(|| user.id.parse::<u64>().ok())
        .flatten()
}

/// The ids of the Discord users the reply mentions, once each, in order.
fn mentioned_ids(reply: &Reply) -> Vec<u64> {
    let mut ids = Vec::new();
    for id in reply.mentions().filter_map(discord_id) {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    ids
}

/// Buttons in action rows of five; `custom_id` is the command the button sends. A board's
/// keys are one Move button, first, that opens the move picker.
fn components(buttons: &[Button], keys: Option<&BoardKeys>) -> Vec<Value> {
    let open =
        keys.and_then(|keys| payload::button(&keys.open.label, &keys.open.data, Style::Success));
    let buttons: Vec<Value> = open
        .into_iter()
        .chain(
            buttons
                .iter()
                // Discord has no inline mode to share a game through.
                .filter(|b| !b.command.starts_with(SHARE))
                .filter_map(|b| {
                    let style = match b.style {
                        ButtonStyle::Primary => Style::Primary,
                        ButtonStyle::Secondary => Style::Secondary,
                        ButtonStyle::Danger => Style::Danger,
                    };
                    let button = payload::button(&b.label, &b.command, style);
                    if button.is_none() {
                        tracing::warn!(label = %b.label, "button command does not fit a custom_id");
                    }
                    button
                }),
        )
        .collect();
    payload::rows(&buttons)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn user(id: &str, name: &str) -> User {
        User {
            platform: Platform::Discord,
            id: id.into(),
            name: name.into(),
            username: Some(name.into()),
        }
    }

    #[test]
    fn spans_become_markdown_with_escaped_text() {
        let body = vec![
            Span::Text("bob_smith played ".into()),
            Span::Code("23x14".into()),
            Span::Text(", ".into()),
            Span::Bold("takes 1".into()),
            Span::Text(". ".into()),
            Span::Mention(user("42", "al")),
            Span::Text(" to move".into()),
        ];
        assert_eq!(
            markdown(&body),
            "bob\\_smith played `23x14`, **takes 1**. <@42> to move"
        );
    }

    #[test]
    fn only_the_mentioned_are_pinged() {
        let mut reply = Reply::text("@everyone ");
        reply.body.push(Span::Mention(user("7", "x")));
        reply.body.push(Span::Mention(user("7", "x")));
        let m = &messages(&reply)[0].json;
        assert_eq!(m["content"], "@everyone <@7><@7>");
        assert_eq!(
            m["allowed_mentions"],
            json!({ "parse": [], "users": ["7"], "replied_user": false })
        );
    }

    #[test]
    fn buttons_are_rows_of_components() {
        let mut reply = Reply::text("Bob, you are challenged");
        for (label, command, style) in [
            ("Accept", "!accept #3", ButtonStyle::Primary),
            ("Decline", "!decline #3", ButtonStyle::Danger),
        ] {
            reply.buttons.push(Button {
                label: label.into(),
                command: command.into(),
                style,
            });
        }
        let m = &messages(&reply)[0].json;
        assert_eq!(m["components"][0]["type"], 1);
        assert_eq!(
            m["components"][0]["components"][1]["custom_id"],
            "!decline #3"
        );
        assert_eq!(m["components"][0]["components"][1]["style"], 4);
    }
}
