//! The platform-neutral messages that flow between the adapters and the service.
//!
//! Adapters turn platform updates into [`Incoming`] and [`Reply`] into platform calls; they know
//! nothing about draughts. The service knows nothing about platforms: it writes [`Span`]s, and
//! each adapter renders a mention, bold text or code in its platform's own way.

use std::fmt;

/// The chat platforms the bot runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Platform {
    Console,
    Telegram,
    Discord,
}

impl Platform {
    /// The name stored in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Platform::Console => "console",
            Platform::Telegram => "telegram",
            Platform::Discord => "discord",
        }
    }

    /// Where games are played, as a PDN `Site` tag names it.
    pub fn site(self) -> &'static str {
        match self {
            Platform::Console => "dama console",
            Platform::Telegram => "Telegram",
            Platform::Discord => "Discord",
        }
    }

    pub fn parse(text: &str) -> Option<Platform> {
        match text {
            "console" => Some(Platform::Console),
            "telegram" => Some(Platform::Telegram),
            "discord" => Some(Platform::Discord),
            _ => None,
        }
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A person as their platform knows them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct User {
    pub platform: Platform,
    /// The platform's stable id: Telegram user id, Discord user snowflake, console name.
    pub id: String,
    /// The name to show.
    pub name: String,
    /// The @handle without the `@`, when the person has one.
    pub username: Option<String>,
}

#[cfg(test)]
impl User {
    /// A Telegram user, for the unit tests that need people with and without a handle.
    pub(crate) fn telegram(id: &str, name: &str, username: Option<&str>) -> User {
        User {
            platform: Platform::Telegram,
            id: id.into(),
            name: name.into(),
            username: username.map(Into::into),
        }
    }
}

/// Where a message was posted.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Channel {
    pub platform: Platform,
    /// Telegram chat id, Discord channel id, `console` for the console.
    pub id: String,
    /// Telegram forum topic (`message_thread_id`) or Discord thread id, when in one.
    pub thread: Option<String>,
    /// The community that ratings and settings belong to: the Discord server (guild) id, the
    /// Telegram chat id, `console`.
    pub community: String,
}

/// The community of the games played where the bot is no member: in a Telegram inline
/// message (the channel is the message's `inline_message_id`), or in a Discord conversation
/// where a person installed the app for themselves (a DM or group DM between people). The
/// bot reaches such a place only by answering the people who act there; what it says on its
/// own goes to the players privately. Their results and ratings count together, as the
/// players' "private games".
pub const PRIVATE_COMMUNITY: &str = "private";

impl Channel {
    /// Whether the bot is no member of this channel (see [`PRIVATE_COMMUNITY`]).
    pub fn is_private_place(&self) -> bool {
        self.community == PRIVATE_COMMUNITY
    }

    /// A Telegram inline message, as the channel of the game it carries.
    pub fn inline_message(platform: Platform, message: &str) -> Channel {
        Channel {
            platform,
            id: message.to_string(),
            thread: None,
            community: PRIVATE_COMMUNITY.to_string(),
        }
    }
}

/// How a command reached the bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Via {
    /// Typed as a message (`!move 23x14`, `/move@dama_bot 23x14`).
    Text,
    /// A button under an earlier reply was pressed.
    Button,
    /// A Discord slash command.
    Slash,
}

/// A message for the service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Incoming {
    pub channel: Channel,
    pub author: User,
    /// The text as typed; for buttons and slash commands, the equivalent command text.
    pub text: String,
    /// The people mentioned in the text, resolved by the adapter, in order of appearance.
    pub mentions: Vec<User>,
    /// Whether the author may change channel settings: Discord Manage Server, Telegram chat
    /// administrator, always on the console.
    pub author_is_admin: bool,
    pub via: Via,
    /// The language the author's app reports (Discord's interaction `locale`, Telegram's
    /// `language_code`), when the platform tells it: the answer's language when the author
    /// chose none.
    pub locale: Option<String>,
}

impl Incoming {
    /// Whether the message came in the author's own private conversation with the bot:
    /// Telegram's private chat (whose id is the person's), a Discord DM with the bot (its
    /// own community, see the Discord adapter).
    pub fn in_private_chat(&self) -> bool {
        let channel = &self.channel;
        match channel.platform {
            Platform::Telegram => channel.id == self.author.id && channel.thread.is_none(),
            Platform::Discord => channel
                .community
                .strip_prefix("dm-")
                .is_some_and(|dm| dm == channel.id),
            Platform::Console => false,
        }
    }
}

/// A piece of reply text; adapters render each kind in their platform's markup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Span {
    Text(String),
    Bold(String),
    /// Move text, commands, FEN: shown monospaced.
    Code(String),
    /// A person to notify.
    Mention(User),
}

/// A file sent with a reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    /// `image/png`, `image/gif`, `application/x-draughts-pdn`, …
    pub mime: String,
    pub bytes: Vec<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Danger,
}

/// A button whose command starts with this lets the person choose a chat and post there
/// what the bot's inline mode offers for the rest (`share:#12`: game 12, posted again;
/// Telegram's `switch_inline_query`). Platforms without inline mode leave such buttons out.
pub const SHARE: &str = "share:";

/// A button under a reply. Pressing it sends `command` back as an [`Incoming`] from the
/// person who pressed it, with [`Via::Button`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub command: String,
    pub style: ButtonStyle,
}

/// What the service answers. With an image, the body is its caption.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Reply {
    pub body: Vec<Span>,
    /// A board PNG, a replay GIF, a chart.
    pub image: Option<Attachment>,
    /// A file to download (PDN).
    pub document: Option<Attachment>,
    /// The same answer as a file, for platforms where people keep such answers as files
    /// rather than read them in the chat (Telegram sends a game's PDN as a document).
    pub as_document: Option<AsDocument>,
    pub buttons: Vec<Button>,
    /// Meant for the author only (a refused slash command on Discord); platforms without
    /// private replies send it normally.
    pub ephemeral: bool,
    /// The game the reply is about, for adapters that give each game its own thread.
    pub game: Option<i64>,
    /// The position the image shows, for adapters that draw boards as text (the console).
    pub board: Option<BoardView>,
    /// What the buttons answer, when they answer a prompt that will end (a challenge, an
    /// offer): the adapter hands it back with the message that carries them
    /// ([`crate::service::Backend::buttons_posted`]), so that the service can have them taken
    /// off later.
    pub prompt: Option<Prompt>,
    /// Messages whose buttons no longer answer anything: the adapter takes the buttons off
    /// (Discord edits the message's components, Telegram its reply markup).
    pub retire: Vec<PostedMessage>,
    /// A state of a job under way (an analysis): the replies with the same id are one
    /// message that changes.
    pub progress: Option<Progress>,
    /// The board as keys for its player to move (a board reply of a game under way whose
    /// player to move is a person): Telegram shows them under the picture, Discord a Move
    /// button; the adapter hands [`BoardKeys::prompt`] back with the message that carries
    /// them, as for [`Reply::prompt`].
    pub keyboard: Option<crate::keys::BoardKeys>,
}

/// A prompt that buttons answer, as the service names it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Prompt {
    pub game: i64,
    /// What waits in the game: `challenge`, or `draw@N` / `undo@N` for an offer made at ply
    /// N.
    pub key: String,
}

/// A message the bot posted, as its platform names it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PostedMessage {
    pub platform: Platform,
    /// The chat (Telegram) or channel or thread (Discord) that holds it.
    pub chat: String,
    pub message: String,
}

/// A reply that later replies update: the first with an id is sent as a message, and each
/// later one with the same id replaces that message's text (Discord edits the message,
/// Telegram edits its text; the console prints each state as a line of its own). An adapter
/// with no message for the id (it was never sent, or a restart forgot it) sends it anew.
/// Progress replies carry text only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Progress {
    /// Unique among the service's jobs while the process runs.
    pub id: u64,
    /// The final state: no later reply will update the message.
    pub last: bool,
}

/// An answer as a file, and the caption that goes with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AsDocument {
    pub caption: Vec<Span>,
    pub file: Attachment,
}

/// A board as the image draws it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardView {
    pub position: rules::Position,
    /// Drawn from Black's side.
    pub flip: bool,
}

impl Reply {
    pub fn text(text: impl Into<String>) -> Reply {
        Reply {
            body: vec![Span::Text(text.into())],
            ..Reply::default()
        }
    }

    /// The body as plain text (mentions as `@name`), for the console, logs and captions of
    /// platforms without markup.
    pub fn plain_text(&self) -> String {
        plain(&self.body)
    }

    /// The reply as a file with its caption, when it has that form (a game's PDN); else the
    /// reply as it is.
    pub fn document_form(mut self) -> Reply {
        match self.as_document.take() {
            Some(AsDocument { caption, file }) => Reply {
                body: caption,
                document: Some(file),
                ..self
            },
            None => self,
        }
    }

    /// The people the reply mentions.
    pub fn mentions(&self) -> impl Iterator<Item = &User> {
        self.body.iter().filter_map(|span| match span {
            Span::Mention(user) => Some(user),
            _ => None,
        })
    }
}

/// Spans as plain text, mentions as `@name`.
pub fn plain(body: &[Span]) -> String {
    body.iter()
        .map(|span| match span {
            Span::Text(t) | Span::Bold(t) | Span::Code(t) => t.clone(),
            Span::Mention(user) => format!("@{}", user.username.as_deref().unwrap_or(&user.name)),
        })
        .collect()
}

/// One result of an inline query (Telegram's inline mode: someone typed the bot's @name in
/// a chat): choosing it posts `card` in that chat, "via" the bot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlineOffer {
    /// Unique among the answer's results, at most 64 bytes.
    pub id: String,
    pub title: String,
    pub description: String,
    /// The message posted: its text (its image's caption), board and buttons.
    pub card: Reply,
}

/// What an inline query answers.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct InlineAnswer {
    pub offers: Vec<InlineOffer>,
    /// A line above the results that opens the person's private chat with the bot (text,
    /// and the `/start` parameter it sends): the query was not understood.
    pub hint: Option<(String, String)>,
}

/// What pressing a button of a message in a private place did (see [`PRIVATE_COMMUNITY`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pressed {
    /// Shown to the person who pressed, and to them only.
    pub notice: Option<String>,
    /// What the message shows now, when that changed: it replaces the message's text (or
    /// caption), image and buttons.
    pub card: Option<Reply>,
}

/// A message the bot sends on its own (a reminder, a time-out), to a channel, or to one
/// person privately (a spectator's moves).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outbound {
    /// Where it goes, or, for a private message, the channel it is about (its platform).
    pub channel: Channel,
    pub reply: Reply,
    /// Sent to this person privately rather than to the channel.
    pub direct: Option<Direct>,
}

impl Outbound {
    /// A message to a channel.
    pub fn to_channel(channel: Channel, reply: Reply) -> Outbound {
        Outbound {
            channel,
            reply,
            direct: None,
        }
    }

    /// A message for one person, sent to them privately where the platform allows it, and
    /// posted in `channel` (as it is) when it refuses (a digest).
    pub fn direct(channel: Channel, reply: Reply, to: User) -> Outbound {
        Outbound {
            channel,
            reply: reply.clone(),
            direct: Some(Direct {
                to,
                refused: Some(reply),
            }),
        }
    }
}

/// A private message: to whom, and what to say in the channel instead when the platform
/// refuses (a Telegram user who never started the bot, a Discord user who takes no direct
/// messages). Either way the adapter tells the service
/// ([`crate::service::Backend::direct_refused`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Direct {
    pub to: User,
    pub refused: Option<Reply>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pdn() -> Attachment {
        Attachment {
            filename: "dama-3.pdn".into(),
            mime: "application/x-draughts-pdn".into(),
            bytes: b"[Event \"dama #3\"]\n\n1. 11-15 22-18 *\n".to_vec(),
        }
    }

    #[test]
    fn a_reply_with_a_document_form_becomes_the_file_and_its_caption() {
        let reply = Reply {
            body: vec![
                Span::Text("Game #3 in PDN:\n".into()),
                Span::Code("[Event \"dama #3\"]\n\n1. 11-15 22-18 *".into()),
            ],
            as_document: Some(AsDocument {
                caption: vec![Span::Text("Game #3 in PDN".into())],
                file: pdn(),
            }),
            ..Reply::default()
        };
        let sent = reply.document_form();
        assert_eq!(sent.body, vec![Span::Text("Game #3 in PDN".into())]);
        assert_eq!(sent.document, Some(pdn()));
        assert_eq!(sent.as_document, None);
    }

    #[test]
    fn other_replies_keep_their_form() {
        let refusal = Reply::text("There is no game here.");
        assert_eq!(refusal.clone().document_form(), refusal);
        let attached = Reply {
            document: Some(pdn()),
            ..Reply::text("Game #4 in PDN, attached.")
        };
        assert_eq!(attached.clone().document_form(), attached);
    }
}
