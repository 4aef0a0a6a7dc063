//! Inline mode: games in chats the bot is no member of. Someone types `@bot …` in a chat
//! (an `inline_query`): the service's offers become the results (answerInlineQuery). The
//! one chosen is posted "via" the bot as an inline message, which Telegram knows by its
//! `inline_message_id`: the game's channel. Its buttons come back as callback queries with
//! that id and no message; what they change is shown by editing the message.
//!
//! An inline message cannot take an upload, and a text message cannot become a photo (nor
//! a photo text): the form is chosen when the result is posted. With a media chat
//! (`TELEGRAM_MEDIA_CHAT`) a game is a photo: each board is uploaded there once for its
//! file id, and the message's picture is replaced by it (editMessageMedia). Without one, a
//! game is a text message with the board in text. An edit that finds the other form (the
//! setting changed since the game was posted) is made in that form.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};
use teloxide::types::{CallbackQuery, ChosenInlineResult, InlineQuery};
use tokio::sync::oneshot;

use super::handler::Adapter;
use super::incoming::user;
use super::reply::html;
use crate::{
    limits::Admission,
    message::{Attachment, Channel, Incoming, Platform, Reply, Via},
    outgoing::fair::{Latest, Turn},
    platform::telegram::{
        api::{ApiError, Upload},
        methods::Target,
        text::{CAPTION_LIMIT, MESSAGE_LIMIT, escape, short_notice},
    },
    service::Backend,
    textboard::board_text,
};

/// How long clients keep an inline answer: its buttons carry the minute they were made.
const CACHE_SECONDS: u32 = 30;
/// File ids of uploaded boards kept, by image; a board seen again (the start position of a
/// variant, a common opening) is not uploaded again.
const FILE_IDS_KEPT: usize = 512;

/// The board images uploaded to the media chat, by their bytes' hash.
#[derive(Default)]
pub struct FileIds(Mutex<HashMap<u64, String>>);

impl FileIds {
    fn get(&self, key: u64) -> Option<String> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
            .cloned()
    }

    fn keep(&self, key: u64, file_id: String) {
        let mut ids = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if ids.len() >= FILE_IDS_KEPT {
            ids.clear();
        }
        ids.insert(key, file_id);
    }
}

/// The queue key of an update that has no chat: inline queries by their asker (whose
/// private chat shares it, which does no harm), inline messages by their id.
pub fn queue_key(text: &str) -> i64 {
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    // Negative, as group ids are: kept apart from people's ids.
    -((hasher.finish() >> 2) as i64) - 1
}

fn hash_of(bytes: &[u8]) -> u64 {
    let mut hasher = DefaultHasher::new();
    bytes.hash(&mut hasher);
    hasher.finish()
}

/// What failed edits say: the message is as asked already, or gone.
fn unchanged(error: &ApiError) -> bool {
    matches!(error, ApiError::Refused { code: 400, description } if description.contains("not modified"))
}

fn other_form(error: &ApiError) -> bool {
    matches!(error, ApiError::Refused { code: 400, description }
        if description.contains("no text in the message") || description.contains("no media in the message")
            || description.contains("no caption"))
}

impl<B: Backend> Adapter<B> {
    pub async fn on_inline_query(self: &Arc<Self>, query: InlineQuery) {
        let author = user(&query.from);
        self.service.met(&author);
        let answer = self
            .service
            .inline_answer(&author, &query.query, query.from.language_code.as_deref())
            .await;
        let mut results = Vec::new();
        for offer in &answer.offers {
            let markup = self.sender.keyboards().markup(&offer.card.buttons);
            // A board not uploaded yet is uploaded for the next query (an answer must come at
            // once): meanwhile the result is text.
            let mut result = match self.known_file_id(offer.card.image.as_ref()) {
                Some(file_id) => json!({
                    "type": "photo",
                    "id": offer.id,
                    "photo_file_id": file_id,
                    "title": offer.title,
                    "description": offer.description,
                    "caption": caption_html(&offer.card),
                    "parse_mode": "HTML",
                }),
                None => json!({
                    "type": "article",
                    "id": offer.id,
                    "title": offer.title,
                    "description": offer.description,
                    "input_message_content": {
                        "message_text": text_html(&offer.card),
                        "parse_mode": "HTML",
                    },
                }),
            };
            if let Some(markup) = markup {
                result["reply_markup"] = markup;
            }
            results.push(result);
        }
        let button = answer
            .hint
            .map(|(text, start)| json!({ "text": short_notice(&text), "start_parameter": start }));
        let answered = self
            .sender
            .client()
            .answer_inline_query(&query.id.0, &results, CACHE_SECONDS, button)
            .await;
        if let Err(error) = answered {
            tracing::warn!(%error, "an inline query was not answered");
        }
    }

    pub async fn on_chosen(self: &Arc<Self>, chosen: ChosenInlineResult) {
        let author = user(&chosen.from);
        if let Some(message) = &chosen.inline_message_id {
            self.service
                .inline_chosen(&author, &chosen.result_id, message)
                .await;
        }
    }

    /// A button of an inline message: the service decides; the presser is told privately,
    /// and the message shows what changed.
    pub async fn on_inline_press(self: &Arc<Self>, query: CallbackQuery, message: String) {
        let channel = Channel::inline_message(Platform::Telegram, &message);
        let author = user(&query.from);
        self.service.met(&author);
        let press = Incoming {
            channel,
            author,
            text: query.data.clone().unwrap_or_default(),
            mentions: Vec::new(),
            author_is_admin: false,
            via: Via::Button,
            locale: query.from.language_code.clone(),
        };
        let answer = |text: Option<String>| async move {
            let text = text.map(|text| short_notice(&text));
            if let Err(error) = self
                .sender
                .answer_callback(&query.id.0, text.as_deref(), false)
                .await
            {
                tracing::warn!(%error, "could not answer a button press");
            }
        };
        let admission = self.gate.admit_incoming(&press);
        if admission != Admission::Answer {
            // The notice shows to the presser alone; a press past it is not answered at all.
            if let Some(notice) = admission.notice(press.locale.as_deref()) {
                answer(Some(notice.plain_text())).await;
            }
            return;
        }
        let pressed = self.service.private_press(press).await;
        answer(pressed.notice).await;
        if let Some(card) = pressed.card {
            self.queue_edit(message, card);
        }
    }

    /// Queues the edit of inline message `message` to show `card`, in the message's own lane;
    /// a newer card of the message still waiting there replaces it.
    pub fn queue_edit(self: &Arc<Self>, message: String, card: Reply) {
        let adapter = self.clone();
        let latest = Some(Latest::new(format!("inline {message}")));
        self.outbox
            .send(message.clone(), latest, move |mut turn| async move {
                adapter.edit_inline(&mut turn, &message, &card).await;
            });
    }

    /// Shows `card` in inline message `message`: a photo's picture and caption, or a text.
    async fn edit_inline(self: &Arc<Self>, turn: &mut Turn<String>, message: &str, card: &Reply) {
        let markup = self
            .sender
            .keyboards()
            .markup(&card.buttons)
            .unwrap_or_else(|| json!({ "inline_keyboard": [] }));
        let client = self.sender.client();
        let file_id = self.file_id(card.image.as_ref()).await;
        turn.message().await;
        let as_photo = match file_id {
            Some(file_id) => {
                let media = json!({
                    "type": "photo",
                    "media": file_id,
                    "caption": caption_html(card),
                    "parse_mode": "HTML",
                });
                let fields = json!({ "media": media, "reply_markup": markup });
                Some(
                    client
                        .edit_inline("editMessageMedia", message, fields)
                        .await,
                )
            }
            None => None,
        };
        let edited = match as_photo {
            Some(Err(error)) if other_form(&error) => {
                turn.message().await;
                self.edit_text(message, card, &markup).await
            }
            Some(done) => done,
            None => match self.edit_text(message, card, &markup).await {
                // A photo (posted while there was a media chat): its caption, the picture
                // left as it was.
                Err(error) if other_form(&error) => {
                    turn.message().await;
                    let fields = json!({
                        "caption": caption_html(card),
                        "parse_mode": "HTML",
                        "reply_markup": markup,
                    });
                    client
                        .edit_inline("editMessageCaption", message, fields)
                        .await
                }
                other => other,
            },
        };
        match edited {
            Ok(()) => {}
            Err(error) if unchanged(&error) => {}
            // Deleted by the chat, or an id Telegram no longer knows: the game goes on
            // (`!games` in the private chat posts it again).
            Err(error @ ApiError::Refused { code: 400, .. }) => {
                tracing::info!(%error, "an inline message could not be edited");
            }
            Err(error) => tracing::warn!(%error, "an inline message was not edited"),
        }
    }

    async fn edit_text(&self, message: &str, card: &Reply, markup: &Value) -> Result<(), ApiError> {
        let fields = json!({
            "text": text_html(card),
            "parse_mode": "HTML",
            "reply_markup": markup,
        });
        self.sender
            .client()
            .edit_inline("editMessageText", message, fields)
            .await
    }

    /// The file id of `image` if it was uploaded to the media chat already; if not, it is
    /// uploaded for the next time.
    fn known_file_id(self: &Arc<Self>, image: Option<&Attachment>) -> Option<String> {
        let image = image.filter(|_| self.media_chat.is_some())?;
        let known = self.file_ids.get(hash_of(&image.bytes));
        if known.is_none() {
            let adapter = self.clone();
            let image = image.clone();
            tokio::spawn(async move { adapter.file_id(Some(&image)).await });
        }
        known
    }

    /// The file id of `image` uploaded to the media chat (in that chat's lane, within its
    /// limits): `None` without a media chat (or when the upload fails: the message is then
    /// edited as text).
    async fn file_id(self: &Arc<Self>, image: Option<&Attachment>) -> Option<String> {
        let (image, chat) = (image?, self.media_chat.clone()?);
        let key = hash_of(&image.bytes);
        if let Some(known) = self.file_ids.get(key) {
            return Some(known);
        }
        let (done, uploaded) = oneshot::channel();
        let adapter = self.clone();
        let image = image.clone();
        self.outbox
            .send(chat.clone(), None, move |_turn| async move {
                let upload = Upload {
                    field: "photo",
                    filename: &image.filename,
                    mime: &image.mime,
                    bytes: &image.bytes,
                };
                let client = adapter.sender.client();
                let sent = match adapter.file_ids.get(key) {
                    Some(known) => Ok(known),
                    None => client.upload_photo(&Target::chat(&chat), upload).await,
                };
                let _ = done.send(sent);
            });
        match uploaded.await {
            Ok(Ok(file_id)) => {
                self.file_ids.keep(key, file_id.clone());
                Some(file_id)
            }
            Ok(Err(error)) => {
                tracing::warn!(%error, "a board was not uploaded to TELEGRAM_MEDIA_CHAT");
                None
            }
            // Dropped from the lane (too many waiting): shown as text this time.
            Err(_) => None,
        }
    }
}

/// A card as a text message: its words, then the board in text.
fn text_html(card: &Reply) -> String {
    let mut text = html(&card.body);
    if let Some(board) = &card.board {
        let drawn = format!(
            "\n<pre>{}</pre>",
            escape(&board_text(&board.position, board.flip))
        );
        if text.chars().count() + drawn.chars().count() <= MESSAGE_LIMIT {
            text.push_str(&drawn);
        }
    }
    cut(text, MESSAGE_LIMIT)
}

/// A card as a photo's caption: its words (the picture is the board).
fn caption_html(card: &Reply) -> String {
    cut(html(&card.body), CAPTION_LIMIT)
}

/// Telegram refuses a text over its limit: a card never is, but a name could make it so.
fn cut(text: String, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text;
    }
    // Cut at a line, so that no tag is left open.
    let mut kept = String::new();
    for line in text.split_inclusive('\n') {
        if kept.chars().count() + line.chars().count() > limit {
            break;
        }
        kept.push_str(line);
    }
    kept
}
