/**
 * The Phaser the built app loads (vite.config.ts aliases `phaser` here for `vite build`; the dev server and
 * the types keep the package's full build). Only what the app uses: a WebGL game, scenes, input, tweens
 * and timers, images, graphics, text, containers, zones and rectangles. Not the physics engines,
 * tilemaps, sound (Howler plays it), the loader's file types, particles or the other game objects:
 * they were most of the chunk the page evaluated before its first table. Each factory registers
 * `scene.add.<kind>` as it is imported, so a kind of object the app starts to use is imported here too.
 */
// First: Phaser's renderer modules require each other in a ring that only resolves from its index.
import 'phaser-src/renderer/index.js';
import Cameras2D from 'phaser-src/cameras/2d/index.js';
import CONST from 'phaser-src/const.js';
import CoreEvents from 'phaser-src/core/events/index.js';
import Game from 'phaser-src/core/Game.js';
import 'phaser-src/data/DataManagerPlugin.js';
import 'phaser-src/events/EventEmitter.js';
import 'phaser-src/gameobjects/DisplayList.js';
import 'phaser-src/gameobjects/GameObjectCreator.js';
import 'phaser-src/gameobjects/GameObjectFactory.js';
import 'phaser-src/gameobjects/UpdateList.js';
import Container from 'phaser-src/gameobjects/container/Container.js';
import GameObjectEvents from 'phaser-src/gameobjects/events/index.js';
import GameObject from 'phaser-src/gameobjects/GameObject.js';
import 'phaser-src/gameobjects/container/ContainerFactory.js';
import Graphics from 'phaser-src/gameobjects/graphics/Graphics.js';
import 'phaser-src/gameobjects/graphics/GraphicsCreator.js';
import 'phaser-src/gameobjects/graphics/GraphicsFactory.js';
import Image from 'phaser-src/gameobjects/image/Image.js';
import 'phaser-src/gameobjects/image/ImageFactory.js';
import 'phaser-src/gameobjects/lights/LightsPlugin.js';
import Rectangle from 'phaser-src/gameobjects/shape/rectangle/Rectangle.js';
import 'phaser-src/gameobjects/shape/rectangle/RectangleFactory.js';
import Text from 'phaser-src/gameobjects/text/Text.js';
import 'phaser-src/gameobjects/text/TextFactory.js';
import Zone from 'phaser-src/gameobjects/zone/Zone.js';
import 'phaser-src/gameobjects/zone/ZoneFactory.js';
import Circle from 'phaser-src/geom/circle/index.js';
import GeomRectangle from 'phaser-src/geom/rectangle/index.js';
import Input from 'phaser-src/input/index.js';
import Between from 'phaser-src/math/Between.js';
import BlendModes from 'phaser-src/renderer/BlendModes.js';
import RendererEvents from 'phaser-src/renderer/events/index.js';
import WebGLRenderer from 'phaser-src/renderer/webgl/WebGLRenderer.js';
import Scale from 'phaser-src/scale/index.js';
import Scenes from 'phaser-src/scene/index.js';
import Scene from 'phaser-src/scene/Scene.js';
import Textures from 'phaser-src/textures/index.js';
import Clock from 'phaser-src/time/Clock.js'; // a scene plugin, as are the bare imports: each registers itself
import Tweens from 'phaser-src/tweens/index.js';

export default {
  ...CONST,
  BlendModes,
  Cameras: { Scene2D: Cameras2D },
  Core: { Events: CoreEvents },
  Game,
  GameObjects: { Container, Events: GameObjectEvents, GameObject, Graphics, Image, Rectangle, Text, Zone },
  Geom: { Circle, Rectangle: GeomRectangle },
  Input,
  Math: { Between },
  Renderer: { Events: RendererEvents, WebGL: { WebGLRenderer } },
  Scale,
  Scene,
  Scenes,
  Textures,
  Time: { Clock },
  Tweens,
};
