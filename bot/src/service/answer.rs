//! A handler's answer, typed: what to say, whether it refuses the command, and what goes with
//! it (the board, a file, buttons). [`Answer::render`] turns it into the [`Reply`] adapters
//! send, with its text in the language of the person answered.

use super::tap::{TapBoard, View, board_keys};
use crate::i18n::{Lang, Say, TapSay, render, render_lines};
use crate::message::{
    AsDocument, Attachment, BoardView, Button, ButtonStyle, Progress, Prompt, Reply, Via, plain,
};

/// An answer before it is put into words.
#[derive(Debug, Clone)]
pub(crate) struct Answer {
    /// One message per line.
    lines: Vec<Say>,
    /// A refusal or a problem: it concerns the author only.
    refusal: bool,
    game: Option<i64>,
    board: Option<BoardView>,
    image: Option<Attachment>,
    document: Option<Attachment>,
    /// The answer as a file with its caption, for platforms that would rather send one.
    as_document: Option<(Say, Attachment)>,
    buttons: Vec<(Say, String, ButtonStyle)>,
    /// A language other than the one of the message answered (a changed language setting).
    lang: Option<Lang>,
    /// For the author's eyes, whichever way the command came (a refused move's board).
    private: bool,
    /// What the buttons answer, when it is a prompt that ends.
    prompt: Option<Prompt>,
    progress: Option<Progress>,
    /// The board as keys for its player to move.
    tap: Option<TapBoard>,
}

impl Answer {
    /// An answer for everyone.
    pub fn say(say: Say) -> Answer {
        Answer {
            lines: vec![say],
            refusal: false,
            game: None,
            board: None,
            image: None,
            document: None,
            as_document: None,
            buttons: Vec::new(),
            lang: None,
            private: false,
            prompt: None,
            progress: None,
            tap: None,
        }
    }

    /// A refusal or a problem.
    pub fn refuse(say: Say) -> Answer {
        Answer {
            refusal: true,
            ..Answer::say(say)
        }
    }

    /// A refusal of the command, as the metrics count them: an answer to a failure inside
    /// the bot is an error, not a refusal.
    pub fn is_refusal(&self) -> bool {
        self.refusal
            && !self
                .lines
                .iter()
                .any(|say| matches!(say, Say::InternalError))
    }

    /// Another message, on a line of its own.
    pub fn then(mut self, say: Say) -> Answer {
        self.lines.push(say);
        self
    }

    /// Another message, on a line of its own before the others.
    pub fn first(mut self, say: Say) -> Answer {
        self.lines.insert(0, say);
        self
    }

    /// Another message when there is one.
    pub fn then_maybe(self, say: Option<Say>) -> Answer {
        match say {
            Some(say) => self.then(say),
            None => self,
        }
    }

    /// The game the answer is about, for adapters that give each game its own thread.
    pub fn about(mut self, game: i64) -> Answer {
        self.game = Some(game);
        self
    }

    /// The position the image shows, for adapters that draw boards as text.
    pub fn board(mut self, board: BoardView) -> Answer {
        self.board = Some(board);
        self
    }

    /// A board PNG, a replay GIF, a chart; the text is its caption.
    pub fn image(mut self, image: Attachment) -> Answer {
        self.image = Some(image);
        self
    }

    /// A file to download.
    pub fn document(mut self, document: Attachment) -> Answer {
        self.document = Some(document);
        self
    }

    /// The same answer as a file with this caption, for platforms that would rather send it.
    pub fn also_as_file(mut self, caption: Say, file: Attachment) -> Answer {
        self.as_document = Some((caption, file));
        self
    }

    /// A button under the answer that sends `command`.
    pub fn button(mut self, label: Say, command: String, style: ButtonStyle) -> Answer {
        self.buttons.push((label, command, style));
        self
    }

    /// Meant for the author alone however the command came: where the platform can, it is
    /// shown to them only (a Discord ephemeral reply) or answers their own message (a
    /// Telegram reply to it); elsewhere it is posted as usual.
    pub fn for_author(mut self) -> Answer {
        self.private = true;
        self
    }

    /// An image when there is one.
    pub fn image_maybe(self, image: Option<Attachment>) -> Answer {
        match image {
            Some(image) => self.image(image),
            None => self,
        }
    }

    /// The board as keys for its player to move, under the picture.
    pub fn keys(mut self, board: TapBoard) -> Answer {
        self.tap = Some(board);
        self
    }

    /// The buttons answer this prompt: they are taken off once it no longer waits.
    pub fn prompt(mut self, prompt: Prompt) -> Answer {
        self.prompt = Some(prompt);
        self
    }

    /// What happened in a game that its spectators hear of: a move, a huff, a take-back, the
    /// start, the end. The game it happened in, when the answer is such news.
    pub fn news(&self) -> Option<i64> {
        if self.refusal {
            return None;
        }
        let news = matches!(
            self.lines.first()?,
            Say::Moved(_)
                | Say::Huffed { .. }
                | Say::Undone { .. }
                | Say::GameStarts { .. }
                | Say::GameEnded { .. }
                | Say::GameAborted { .. }
                | Say::TimedOut { .. }
        );
        if news { self.game } else { None }
    }

    /// The game this answer's news ended, when it ended one (a move or a huff that ends it,
    /// a resignation, an agreement, the clock): only then can a tournament move on.
    pub fn ended(&self) -> Option<i64> {
        let game = self.news()?;
        let ended = match self.lines.first()? {
            Say::Moved(report) => report.outcome.is_some(),
            Say::Huffed { outcome, .. } => outcome.is_some(),
            Say::GameEnded { .. } | Say::GameAborted { .. } | Say::TimedOut { .. } => true,
            _ => false,
        };
        ended.then_some(game)
    }

    /// The same news for a spectator, in a private message: after `header` (which game),
    /// without the buttons, which answer the players.
    pub fn for_spectator(mut self, header: Say) -> Answer {
        self.lines.insert(0, header);
        self.buttons.clear();
        self.prompt = None;
        self.tap = None;
        self.as_document = None;
        self
    }

    /// A state of a job under way: later answers with the same progress id update it.
    pub fn progress(mut self, progress: Progress) -> Answer {
        self.progress = Some(progress);
        self
    }

    /// Said in `lang` whatever the language of the message answered.
    pub fn in_lang(mut self, lang: Lang) -> Answer {
        self.lang = Some(lang);
        self
    }

    /// The answer in words, in `lang` unless it has its own. A refusal of a slash command or
    /// a button press is for its author alone (someone pressing Accept on a challenge made to
    /// another, say); typed commands are answered where everyone sees.
    pub fn render(self, lang: Lang, via: Via) -> Reply {
        let lang = self.lang.unwrap_or(lang);
        Reply {
            body: render_lines(&self.lines, lang),
            image: self.image,
            document: self.document,
            as_document: self.as_document.map(|(caption, file)| AsDocument {
                caption: render(&caption, lang),
                file,
            }),
            buttons: self
                .buttons
                .into_iter()
                .map(|(label, command, style)| Button {
                    label: plain(&render(&label, lang)),
                    command,
                    style,
                })
                .collect(),
            ephemeral: self.private || (self.refusal && matches!(via, Via::Slash | Via::Button)),
            game: self.game,
            board: self.board,
            prompt: self.prompt,
            retire: Vec::new(),
            progress: self.progress,
            keyboard: self.tap.map(|board| {
                let open = plain(&render(&Say::Tap(TapSay::MoveButton), lang));
                board_keys(&board, View::Board, &open)
            }),
        }
    }
}
